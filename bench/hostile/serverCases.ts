/**
 * Hostile templates through server rendering, as a host runs it: the built server entry
 * (`dist/server/index.js`, so `npm run build` first), renderNav of a visitor's header in one jsdom
 * window, each call a cold render (a template the compiled-template cache has not seen: a comment
 * of its own makes each one new). Then what a 256 kB hostile template costs against a benign one.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import type * as ServerEntry from '../../runtime/server.ts';
import { checkTemplateBounds } from '../../engine/core/template/templateBounds.ts';
import type { HostileCase } from './measureDoublings.ts';
import { TEMPLATE_SHAPES } from './templateShapes.ts';

const MARKET = 'https://market.example.com';
const ENTRY = resolve('dist/server/index.js');

/** A server render of the header with this headerOut, cold; undefined when the entry is not built. */
export async function createServerRender(): Promise<((template: string) => number) | undefined> {
  if (!existsSync(ENTRY)) return undefined;
  const entry = (await import(pathToFileURL(ENTRY).href)) as typeof ServerEntry;
  // Every call answers 404: a visitor's header with the default set, into which each template goes.
  const notFound = async () => new Response('', { status: 404 });
  const silent = { warn: () => {}, error: () => {} };
  const data = await entry.loadNavData({ marketUrl: MARKET }, { fetch: notFound, url: `${MARKET}/home`, log: silent });
  const window = new JSDOM('').window;
  let renders = 0;
  return (template) => {
    renders += 1;
    const templates = { ...data.templateSet.templates, headerOut: `${template}<!--${renders}-->` };
    const html = entry.renderNav({ ...data, templateSet: { ...data.templateSet, templates } }, { window: window as never, kinds: ['header'], log: silent }).html.header ?? '';
    return html.length;
  };
}

export function serverCases(render: (template: string) => number): HostileCase[] {
  return TEMPLATE_SHAPES.map((shape) => ({
    name: shape.name,
    subject: 'renderNav (server)',
    n: shape.n,
    slowMs: 10_000,
    input: shape.template,
    run: render,
  }));
}

/** The largest count (for at most 256 kB) whose template stays within the bounds of a template: the worst of that shape a server renders. */
function largestWithinBounds(build: (count: number) => string): string {
  let low = 1;
  let high = 1;
  while (build(high * 2).length <= 256 * 1024 && !checkTemplateBounds(build(high * 2))) high *= 2;
  high *= 2;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const template = build(middle);
    if (template.length > 256 * 1024 || checkTemplateBounds(template)) high = middle - 1;
    else low = middle;
  }
  return build(low);
}

const repeated = (block: string) => (count: number) => `<header>${block.repeat(count)}{{logo}}</header>`;

const nested = (open: string, close: string, levels: number) => `${open.repeat(levels)}x${close.repeat(levels)}`;

/** Hostile templates of up to 256 kB, each the worst of its shape: the 8n inputs above, and the largest within the bounds. */
export function hostileTemplates(): { name: string; template: string }[] {
  return [
    ...TEMPLATE_SHAPES.map((shape) => ({ name: `${shape.name}, n=${shape.n * 8}`, template: shape.template(shape.n * 8) })),
    ...[
      ['<div> nested 250 deep', nested('<div>', '</div>', 250)],
      ['<ul><li> nested 125 deep', nested('<ul><li>', '</li></ul>', 125)],
      ['<b><i> nested 125 deep', nested('<b><i>', '</i></b>', 125)],
      ['<div> nested 8 deep', nested('<div>', '</div>', 8)],
      ['<table><tr><td> nested 8 deep', nested('<table><tr><td>', '</td></tr></table>', 8)],
      ['<font> nested 8 deep (removed)', nested('<font>', '</font>', 8)],
      ['a <table> of one cell', '<table><tr><td>x</td></tr></table>'],
      ['<a> with 3 attributes', '<a title=x title2=y title3=z>x</a>'],
    ].map(([name, block]) => ({ name: `${name}, largest within the bounds`, template: largestWithinBounds(repeated(block as string)) })),
    ...TEMPLATE_SHAPES.filter((shape) => shape.name.includes('rebuilt')).map((shape) => ({ name: `${shape.name}, largest within the bounds`, template: largestWithinBounds(shape.template) })),
    {
      name: 'n <i></i> under 250 <b> left open, largest within the bounds',
      template: largestWithinBounds((n) => `<header>${Array.from({ length: 250 }, (_, i) => `<b id=b${i} class=x>`).join('')}${'<i class=x title=y></i>'.repeat(n)}{{logo}}</header>`),
    },
  ];
}
