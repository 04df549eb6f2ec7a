// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { WindowLike } from 'dompurify';
import { isCustomComponent } from 'html-react-parser/lib/utilities';
import { markTokens } from '../../core/template/markTokens.ts';
import { createTemplateSanitizer } from '../../core/template/sanitizeTemplate.ts';
import styleToJs from './styleToJs.ts';

const sanitize = (template: string) => createTemplateSanitizer(window as unknown as WindowLike)(markTokens(template));

describe('the one-file style-to-js', () => {
  it('is never reached: the sanitizer keeps no style attribute and no custom element', () => {
    const { root } = sanitize(
      '<my-icon style="color:red"><b>x</b></my-icon><div is="x-div" style="color:red">a</div>' +
        '<span style="">b</span><svg style="fill:red"><font-face style="x:y"></font-face><path style="fill:red" d="M0 0"></path></svg>',
    );
    const elements = [...root.querySelectorAll('*')];
    expect(elements.length).toBeGreaterThan(0);
    for (const element of elements) {
      expect(element.hasAttribute('style')).toBe(false);
      expect(isCustomComponent(element.localName, Object.fromEntries([...element.attributes].map((a) => [a.name, a.value])))).toBe(false);
    }
  });

  it('fails, so that html-react-parser gives any style it were handed the empty style', () => {
    expect(() => styleToJs()).toThrow();
  });
});
