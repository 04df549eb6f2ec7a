import { scanStartTags } from './scanStartTags.ts';

/**
 * Reads a template's start tags once before the sanitizer parses it, and takes out of them:
 * - attributes past the first MAX_ATTRIBUTES_PER_TAG of a tag: a browser's DOM finds an attribute
 *   by a linear search, so the sanitizer's pass over one element with n attributes costs n squared
 *   (8,000 attributes froze Chromium for 0.8 s); no header element needs more than a few;
 * - event-handler attributes (`onclick=...`, any name starting with "on").
 *
 * The header profile removes handlers anyway; but a browser checks a page's Content-Security-Policy
 * while it parses a handler attribute, even in the inert document the sanitizer parses into, and
 * so reports a violation to the host page's report-uri for every page load of a partner template
 * that has one. Taking them out of the text first spares the host those reports. Safety does not
 * rest on this pass: whatever it returns is still sanitized. Tags are read by scanStartTags.
 */
const HANDLER_HINT = /[\s/"']on/i;
export const MAX_ATTRIBUTES_PER_TAG = 64;
/** Below this length no start tag can hold more than MAX_ATTRIBUTES_PER_TAG attributes. */
const MANY_ATTRIBUTES_LENGTH = MAX_ATTRIBUTES_PER_TAG * 2;

function isHandlerName(html: string, nameStart: number, nameEnd: number): boolean {
  return nameEnd - nameStart >= 2 && html.slice(nameStart, nameStart + 2).toLowerCase() === 'on';
}

export function trimStartTags(html: string): string {
  // Most templates are short or have no handler at all: nothing to read.
  if (html.length <= MANY_ATTRIBUTES_LENGTH && !HANDLER_HINT.test(html)) return html;
  let out = '';
  let copied = 0;
  for (const tag of scanStartTags(html)) {
    tag.attributes.forEach(({ nameStart, nameEnd, end }, index) => {
      if (index < MAX_ATTRIBUTES_PER_TAG && !isHandlerName(html, nameStart, nameEnd)) return;
      // The separators before the attribute stay: they may be all that parts its neighbours.
      out += html.slice(copied, nameStart);
      copied = end;
    });
  }
  return copied === 0 ? html : out + html.slice(copied);
}
