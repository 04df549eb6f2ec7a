// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { partnerCssRootSelector } from './partnerCssRootSelector.ts';

/** A page with the live header and footer, and two previews' headers: what each scope selector matches. */
function matched(selector: string): string[] {
  document.body.innerHTML = [
    '<div class="unav-root" data-unav-root="header" id="live-header"></div>',
    '<div class="unav-root" data-unav-root="footer" id="live-footer"></div>',
    '<div class="unav-root" data-unav-root="header" data-unav-preview="1" id="preview-1-header"></div>',
    '<div class="unav-root" data-unav-root="footer" data-unav-preview="1" id="preview-1-footer"></div>',
    '<div class="unav-root" data-unav-root="header" data-unav-preview="2" id="preview-2-header"></div>',
  ].join('');
  return [...document.querySelectorAll(selector)].map((element) => element.id);
}

it('the live scope of a kind matches the live root of that kind, never a preview\'s', () => {
  expect(matched(partnerCssRootSelector('header'))).toEqual(['live-header']);
  expect(matched(partnerCssRootSelector('footer'))).toEqual(['live-footer']);
});

it('a preview\'s scope matches that preview\'s root of the kind only', () => {
  expect(matched(partnerCssRootSelector('header', 1))).toEqual(['preview-1-header']);
  expect(matched(partnerCssRootSelector('footer', 1))).toEqual(['preview-1-footer']);
  expect(matched(partnerCssRootSelector('header', 2))).toEqual(['preview-2-header']);
});
