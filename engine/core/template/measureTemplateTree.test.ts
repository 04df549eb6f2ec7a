import { readdirSync, readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadXssVectors } from '../../../test/xssCorpus.ts';
import { measureTemplateTree } from './measureTemplateTree.ts';

const NO_LIMITS = { depth: Infinity, elements: Infinity, attributes: Infinity, removed: Infinity, moved: Infinity, rebuilt: Infinity, listed: Infinity };
const { DOMParser, HTMLTemplateElement } = new JSDOM('').window;

/** The tree jsdom's HTML parser (parse5, no nesting cap) builds, as the sanitizer parses a template. */
function parsedTree(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  let depth = 0;
  let elements = 0;
  const walk = (parent: Element | DocumentFragment, level: number) => {
    for (const child of parent.children) {
      elements += 1;
      depth = Math.max(depth, level);
      walk(child instanceof HTMLTemplateElement ? child.content : child, level + 1);
    }
  };
  walk(doc.head, 1);
  walk(doc.body, 1);
  return { depth, elements };
}

const estimate = (html: string) => measureTemplateTree(html, NO_LIMITS);

function templatesOf(folder: URL): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => readFileSync(new URL(name, folder), 'utf8'));
}

const OWN_TEMPLATES = [...templatesOf(new URL('../../../runtime/templates/', import.meta.url)), ...templatesOf(new URL('../../../fixtures/partners/', import.meta.url))];

/** Shapes aimed at the rules where a parser builds more (or deeper) than the tags say. */
const TRICKY: Record<string, string> = {
  'nested divs': '<div>'.repeat(300),
  'nested lists, items unclosed': '<ul><li>'.repeat(200),
  'items closing items': '<ul>' + '<li>x'.repeat(300),
  'items with a div between': '<ul>' + '<li><div>x'.repeat(100),
  'nested tables, cells only': '<table><td>'.repeat(100),
  'rows and cells unclosed': '<table>' + '<tr><td>x<td>y'.repeat(100),
  'b and i nested': '<b><i>'.repeat(200),
  'formatting rebuilt in every paragraph': '<p><b>x</p>'.repeat(200),
  'formatting with distinct attributes rebuilt': `<div>${Array.from({ length: 60 }, (_, i) => `<b id=b${i}>`).join('')}</div>${'<p>x</p>'.repeat(60)}`,
  'formatting closed by a div, then text': '<div>' + '<b><i><u>'.repeat(20) + '</div>' + 'x<span>y</span>'.repeat(50),
  'formatting left open across cells': '<table><tr>' + '<td><b class=c>x</td>'.repeat(100) + '</tr></table>',
  'a misnested formatting end tag with a block inside': '<b><div>x</b>'.repeat(150),
  'an end tag inside raw text': '<div><xmp></div></xmp>'.repeat(150),
  'an end tag inside a textarea': '<div><textarea></div></textarea>'.repeat(150),
  'an end tag across a select': '<div><select></div>'.repeat(100),
  'an end tag across a table': '<div><table><td></div>'.repeat(100),
  'links inside links': '<a href=x>'.repeat(200),
  'links holding blocks': '<a href=x><div>'.repeat(150),
  'paragraphs in paragraphs': '<p>'.repeat(300),
  'headings in headings': '<h1><h2><h3>'.repeat(100),
  'empty end tags': '</p>'.repeat(300) + '</br>'.repeat(100),
  'svg self-closed': '<svg>' + '<g/>'.repeat(200) + '</svg>',
  'html self-closed is not closed': '<div/>'.repeat(200),
  'body and html tags': '<body><html><body>'.repeat(100) + '<div>x</div>',
  'comments and doctype': '<!-- <div> --><!doctype html><div>' + '<!--x-->'.repeat(50) + '</div>',
  'buttons and forms': '<button><button><form><form><p><button>'.repeat(50),
  'definition lists': '<dl>' + '<dt>a<dd>b'.repeat(100),
  'nobr': '<nobr>x'.repeat(100),
};

/** Random tag soup: tags of every kind the rules treat apart, text, comments, the same every run (a seeded generator). */
function tagSoup(seed: number, tags: number): string {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
  const vocabulary = 'div p span a b i u em strong li ul ol dl dt dd table tr td th tbody thead tfoot caption colgroup col h1 h2 h3 button select option optgroup textarea xmp svg g path math mi mtext annotation-xml foreignObject desc title style script noscript template nobr font small img br hr input form label main section nav header footer iframe object marquee applet'.split(' ');
  let html = '';
  for (let i = 0; i < tags; i += 1) {
    const name = vocabulary[next(vocabulary.length)] as string;
    const kind = next(12);
    const attribute = next(4) === 0 ? ` class=c${next(3)}` : next(6) === 0 ? ' encoding="text/html"' : next(8) === 0 ? ' color=red' : '';
    if (kind < 5) html += `<${name}${attribute}>`;
    else if (kind < 8) html += `</${name}>`;
    else if (kind < 9) html += `<${name}/>`;
    else if (kind < 10) html += 'x';
    else if (kind < 11) html += ' ';
    else html += '<!--c-->';
  }
  return html;
}

describe('measureTemplateTree', () => {
  it('never says less than the parser builds: depth and elements, over tricky shapes, the XSS corpus and random tag soup', () => {
    const corpus: [string, string][] = [
      ...Object.entries(TRICKY),
      ...loadXssVectors().map((vector): [string, string] => [`xss ${vector.id}`, vector.payload]),
      // Each soup also five times over: a rule the estimate missed would add up.
      ...Array.from({ length: 300 }, (_, seed): [string, string] => [`soup ${seed}`, tagSoup((seed + 1) * 7919, 150)]),
      ...Array.from({ length: 60 }, (_, seed): [string, string] => [`soup ${seed} x5`, tagSoup((seed + 1) * 7919, 150).repeat(5)]),
      ...OWN_TEMPLATES.map((template, index): [string, string] => [`template ${index}`, template]),
    ];
    for (const [name, html] of corpus) {
      const real = parsedTree(html);
      const measured = estimate(html);
      expect(measured.depth, `${name}: depth`).toBeGreaterThanOrEqual(real.depth);
      expect(measured.elements, `${name}: elements`).toBeGreaterThanOrEqual(real.elements);
    }
    // A corpus in one test: seconds on a quiet day, several times that on a loaded machine.
  }, 120_000);

  it('is close to the parser on real templates: the same depth, elements within a few', () => {
    expect(OWN_TEMPLATES.length).toBeGreaterThan(10);
    for (const template of OWN_TEMPLATES) {
      const real = parsedTree(template);
      const measured = estimate(template);
      expect(measured.depth).toBe(real.depth);
      expect(measured.elements - real.elements).toBeLessThanOrEqual(2);
    }
  });

  it('does not mistake ordinary unclosed markup for depth', () => {
    expect(estimate('<ul>' + '<li>x'.repeat(1000)).depth).toBe(2);
    expect(estimate('<p>a'.repeat(1000)).depth).toBe(1);
    expect(estimate('<table>' + '<tr><td>x<td>y'.repeat(500)).depth).toBe(4);
    expect(estimate('<p><b>x</p>'.repeat(1000)).depth).toBeLessThanOrEqual(5);
    expect(estimate('<ul>' + '<li><a href=x>y'.repeat(1000)).depth).toBeLessThanOrEqual(4);
  });

  it('counts what the parser makes more of than there are tags', () => {
    // Fifty formatting elements closed by the div are rebuilt in each of fifty paragraphs.
    const rebuilt = `<div>${Array.from({ length: 50 }, (_, i) => `<b id=b${i}>`).join('')}</div>${'<p>x</p>'.repeat(50)}`;
    expect(parsedTree(rebuilt).elements).toBeGreaterThan(50 * 50);
    expect(estimate(rebuilt).elements).toBeGreaterThanOrEqual(parsedTree(rebuilt).elements);
    expect(estimate('</p>'.repeat(100)).elements).toBe(100);
    expect(estimate('<table><td>x').elements).toBe(4);
  });

  it('counts attributes, and stops at the first limit passed with the offset of that tag', () => {
    expect(estimate('<a href=x title=y><img src=z alt="">').attributes).toBe(4);
    const deep = `<header>\n${'<div>'.repeat(10)}`;
    expect(measureTemplateTree(deep, { ...NO_LIMITS, depth: 5, elements: 100, attributes: 100 }).over).toEqual({ limit: 'depth', at: deep.indexOf('<div>') + 4 * 5 });
    expect(measureTemplateTree('<i></i>'.repeat(20), { ...NO_LIMITS, depth: 5, elements: 10, attributes: 100 }).over).toEqual({ limit: 'elements', at: 70 });
    expect(measureTemplateTree('<i a b></i>'.repeat(20), { ...NO_LIMITS, depth: 5, elements: 100, attributes: 7 }).over).toEqual({ limit: 'attributes', at: 33 });
    expect(measureTemplateTree('<i></i>', { ...NO_LIMITS, depth: 5, elements: 10, attributes: 100 }).over).toBeUndefined();
  });

  it('counts the elements the sanitizer removes and, for each element, the removed ones around it', () => {
    const keeps = (name: string) => name !== 'table' && name !== 'tbody' && name !== 'tr' && name !== 'td';
    // table, the tbody and tr it implies, td: four removed; b sits inside all four, td's text inside none.
    expect(measureTemplateTree('<table><td><b>x</b>', NO_LIMITS, keeps)).toMatchObject({ elements: 5, removed: 4, moved: 0 + 1 + 2 + 3 + 4 });
    expect(measureTemplateTree('<div><b>x</b></div>', NO_LIMITS, keeps)).toMatchObject({ removed: 0, moved: 0 });
    expect(measureTemplateTree('<table><td><b>x</b>'.repeat(10), { ...NO_LIMITS, removed: 20 }, keeps).over?.limit).toBe('removed');
  });
});
