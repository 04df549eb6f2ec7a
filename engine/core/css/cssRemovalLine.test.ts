import { describe, expect, it } from 'vitest';
import { cssRemovalLine } from './cssRemovalLine.ts';

const css = '.a { color: red }\n@import "x.css";\n.bar {\n  color: red;\n  position: fixed;\n}\n.baz { position: sticky }';

describe('cssRemovalLine', () => {
  it('finds an at-rule', () => {
    expect(cssRemovalLine(css, '@import')).toBe(2);
  });

  it('finds a property after its selector', () => {
    expect(cssRemovalLine(css, '.bar { position }')).toBe(5);
    expect(cssRemovalLine(css, '.baz { position }')).toBe(7);
  });

  it('finds a selector', () => {
    expect(cssRemovalLine(css, '.baz')).toBe(7);
  });

  it('finds the property alone when the parser respelt the selector', () => {
    expect(cssRemovalLine('\n.x>.y { position: fixed }', '.x > .y { position }')).toBe(2);
  });

  it('falls back to line 1', () => {
    expect(cssRemovalLine(css, '.nowhere')).toBe(1);
  });
});
