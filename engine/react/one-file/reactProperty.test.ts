// @vitest-environment jsdom
import * as original from 'react-property';
import { HEADER_ATTRIBUTES, TEMPLATE_DATA_ATTRIBUTES } from '../../core/template/headerProfile.ts';
import * as oneFile from './reactProperty.ts';

type ReactProperty = Pick<typeof oneFile, 'isCustomAttribute' | 'possibleStandardNames' | 'getPropertyInfo' | 'BOOLEAN' | 'OVERLOADED_BOOLEAN'>;

/** The prop html-react-parser's attributesToProps gives an attribute, and whether its value becomes true. */
function propOf(table: ReactProperty, attribute: string): [string, boolean] {
  if (table.isCustomAttribute(attribute)) return [attribute, false];
  const prop = table.possibleStandardNames[attribute.toLowerCase()];
  if (!prop) return [attribute, false];
  const type = table.getPropertyInfo(prop)?.type;
  return [prop, type === table.BOOLEAN || type === table.OVERLOADED_BOOLEAN];
}

/** Each attribute name as the HTML parser writes it on an HTML and on an SVG element (`viewBox`). */
function parsedNames(name: string): string[] {
  const doc = new DOMParser().parseFromString('<div></div><svg><g></g></svg>', 'text/html');
  const names: string[] = [];
  for (const selector of ['div', 'g']) {
    const holder = doc.createElement('template');
    holder.innerHTML = selector === 'div' ? `<div ${name}="1"></div>` : `<svg><g ${name}="1"></g></svg>`;
    const element = holder.content.querySelector(selector);
    for (const attribute of element?.attributes ?? []) names.push(attribute.name);
  }
  return names;
}

describe('the one-file react-property', () => {
  const allowed = [...HEADER_ATTRIBUTES, ...TEMPLATE_DATA_ATTRIBUTES, 'aria-label', 'aria-hidden', 'aria-expanded', 'aria-labelledby'];

  it.each(allowed)('gives %s the prop the original gives it, as each parser writes it', (name) => {
    const written = parsedNames(name);
    expect(written.length).toBeGreaterThan(0);
    for (const attribute of written) expect(propOf(oneFile, attribute)).toEqual(propOf(original as unknown as ReactProperty, attribute));
  });

  it('turns a hidden attribute into true, as the original does', () => {
    expect(propOf(oneFile, 'hidden')).toEqual(['hidden', true]);
    expect(propOf(oneFile, 'class')).toEqual(['className', false]);
  });
});
