import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface XssVector {
  id: number;
  title: string;
  payload: string;
  executes: boolean;
}

/** The public XSS corpus every safety test uses, plus the known <svg><style> chain. */
export function loadXssVectors(): XssVector[] {
  // The repository's own copy (test/xss/README.md says where it comes from), wherever the tests run from.
  const file = join(dirname(fileURLToPath(import.meta.url)), 'xss', 'dompurify-vectors.json');
  const vectors = JSON.parse(readFileSync(file, 'utf8')) as XssVector[];
  return [
    ...vectors,
    { id: 10_000, title: 'svg style chain', payload: '<svg><style>&lt;img src=x onerror=alert(1)&gt;</style></svg>', executes: true },
  ];
}

const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster', 'data'];

/** What must never survive in rendered output; an empty list means the output is safe. */
export function findUnsafe(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.nodeName.toLowerCase();
    if (['script', 'style', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'form', 'foreignobject'].includes(tag)) {
      problems.push(`<${tag}>`);
    }
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
      // eslint-disable-next-line no-control-regex -- the control characters a browser skips in a scheme
      const compact = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|data|vbscript):/.test(compact)) problems.push(`${tag}[${name}=${compact.slice(0, 30)}]`);
      if (name === 'style') problems.push(`${tag}[style]`);
    }
  }
  return problems;
}
