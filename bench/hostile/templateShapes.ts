/**
 * Hostile template structure, built to a size: deep nesting of the elements a parser treats apart
 * (blocks, lists, tables, formatting elements), many siblings, and blocks nested to the depth bound
 * repeated. `n` for each is chosen so that 8n stays within the 256 kB template limit. Shared by the
 * server's render and the linter (bench/hostile), and by the hostile-versus-benign comparison.
 */
export interface TemplateShape {
  name: string;
  n: number;
  template(size: number): string;
}

const nest = (open: string, close: string, levels: number) => `<header>${open.repeat(levels)}{{logo}}${close.repeat(levels)}</header>`;

export const TEMPLATE_SHAPES: readonly TemplateShape[] = [
  { name: '<div> nested n deep', n: 2_900, template: (n) => nest('<div>', '</div>', n) },
  { name: '<ul><li> nested n deep', n: 1_800, template: (n) => nest('<ul><li>', '</li></ul>', n) },
  { name: '<table><tr><td> nested n deep', n: 990, template: (n) => nest('<table><tr><td>', '</td></tr></table>', n) },
  { name: '<b><i> nested n deep', n: 2_300, template: (n) => nest('<b><i>', '</i></b>', n) },
  { name: 'n sibling <b>x</b>', n: 4_000, template: (n) => `<header>${'<b>x</b>'.repeat(n)}{{logo}}</header>` },
  { name: 'n blocks of <div> nested 250 deep', n: 11, template: (n) => `<header>${('<div>'.repeat(250) + 'x' + '</div>'.repeat(250)).repeat(n)}{{logo}}</header>` },
  { name: 'n <b> left open, rebuilt in n paragraphs', n: 100, template: (n) => `<header><div>${Array.from({ length: n }, (_, i) => `<b id="b${i}">`).join('')}</div>${'<p>x</p>'.repeat(n)}{{logo}}</header>` },
];

/** Ordinary header markup (lists of links with classes and text) repeated to about 256 kB. */
export function benignTemplate(length = 256 * 1024 - 64): string {
  const item = '<li class="nav-item"><a href="/apps/category/123" class="nav-link">Productivity apps</a></li>\n';
  const list = `<nav class="nav-list"><ul>${item.repeat(20)}</ul></nav>\n`;
  return `<header>{{logo}}${list.repeat(Math.floor(length / list.length))}</header>`;
}
