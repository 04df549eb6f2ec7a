import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPONENT_TOKENS, VALUE_TOKENS } from './tokenNames.ts';

/** The text of a markdown section, from its heading to the next heading of its level or above. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`no section ${heading}`);
  const level = heading.split(' ')[0] ?? '#';
  const next = markdown.slice(start + heading.length + 2).search(new RegExp(`\\n#{1,${level.length}} `));
  return next === -1 ? markdown.slice(start) : markdown.slice(start, start + heading.length + 2 + next);
}

/** The `names` listed after `**Kind** tokens` up to the end of the sentence (a '.' ending a line or before a space). */
function listed(text: string, kind: 'Component' | 'Value'): string[] {
  const start = text.indexOf(`**${kind}** tokens`);
  if (start === -1) throw new Error(`no list of ${kind} tokens`);
  const end = text.slice(start).search(/\.(?:\s|$)/);
  const sentence = text.slice(start, end === -1 ? undefined : start + end);
  return [...sentence.matchAll(/`([a-z][A-Za-z0-9]*)`/g)].map((match) => match[1] ?? '').sort();
}

const DOCS = [
  ['docs/design.md §3', section(readFileSync('docs/design.md', 'utf8'), '## 3. Template language (the partner contract)')],
  ['README.md "Writing a template"', section(readFileSync('README.md', 'utf8'), '## Writing a template')],
] as const;

describe.each(DOCS)('the token names of %s', (_, text) => {
  it('are the component tokens', () => {
    expect(listed(text, 'Component')).toEqual([...COMPONENT_TOKENS].sort());
  });

  it('are the value tokens', () => {
    expect(listed(text, 'Value')).toEqual([...VALUE_TOKENS].sort());
  });
});
