import { describe, expect, it } from 'vitest';
import * as original from 'domhandler';
import * as oneFile from './domhandler.ts';

type Classes = Pick<typeof oneFile, 'Element' | 'Text' | 'Comment'>;

/** The fields html-react-parser and compileTemplate read, of each node in a small tree. */
function fieldsOf(classes: Classes) {
  const text = new classes.Text('Home');
  const link = new classes.Element('a', { href: '/' }, [text]);
  text.parent = link;
  const nodes = [link, text, new classes.Element('script', {}), new classes.Element('style', {}), new classes.Element('linearGradient', { id: 'g' }), new classes.Comment('c')];
  return nodes.map((node) => ({
    type: node.type,
    name: 'name' in node ? node.name : undefined,
    attribs: 'attribs' in node ? node.attribs : undefined,
    children: 'children' in node ? node.children.length : undefined,
    data: 'data' in node ? node.data : undefined,
    parent: node.parent === link ? 'link' : node.parent,
  }));
}

describe('the one-file domhandler', () => {
  it('gives each node the fields the original gives it', () => {
    expect(fieldsOf(oneFile)).toEqual(fieldsOf(original as unknown as Classes));
  });
});
