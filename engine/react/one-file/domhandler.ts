/**
 * domhandler's node classes as the one-file bundle uses them: compiled templates build Element and
 * Text nodes (compileTemplate.tsx), and html-react-parser gives each node its class's prototype
 * back (Comment too). Both read only `type`, `name`, `attribs`, `children`, `data` and `parent`,
 * which these classes set as the original's constructors do; the original's DOM aliases
 * (`tagName`, `firstChild` ...), cloning and other node kinds are 1.5 kB gzip of the one-file
 * bundle, and nothing reaches them. domhandler.test.ts checks the fields against the original's.
 */

type ParentNode = Element | null;

class DataNode {
  parent: ParentNode = null;
  data: string;

  constructor(data: string) {
    this.data = data;
  }
}

export class Text extends DataNode {
  type = 'text';
}

export class Comment extends DataNode {
  type = 'comment';
}

export class Element {
  parent: ParentNode = null;
  name: string;
  attribs: Record<string, string>;
  children: (Element | DataNode)[];
  type: string;

  constructor(name: string, attribs: Record<string, string>, children: (Element | DataNode)[] = []) {
    this.name = name;
    this.attribs = attribs;
    this.children = children;
    this.type = name === 'script' ? 'script' : name === 'style' ? 'style' : 'tag';
  }
}
