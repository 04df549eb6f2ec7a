import { describe, expect, it } from 'vitest';
import { lintCssText } from './lintCssText.ts';

describe('lintCssText', () => {
  it('reports each rule and property the partner CSS policy removes, with line and reason', () => {
    const issues = lintCssText('.a { color: red }\n@import "x.css";\n.bar {\n  position: fixed;\n  height: 10vh;\n}', 'css');
    expect(issues.map(({ line, token, message }) => [line, token, message.split(':')[0]])).toEqual([
      [2, '@import', 'removed'],
      [4, '.bar { position }', 'removed'],
      [5, '.bar { height }', 'removed'],
    ]);
    expect(issues[1]?.message).toContain('fixed or sticky');
    expect(issues[2]?.message).toContain('viewport units');
  });

  it('has nothing to report on allowed CSS', () => {
    expect(lintCssText('.nav a { color: #123; padding: 0 1rem }\n@media (max-width: 600px) { .nav { display: none } }', 'cssHeader')).toEqual([]);
  });
});
