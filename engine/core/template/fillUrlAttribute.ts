import { splitMarkers } from './markTokens.ts';
import type { TemplateValues } from './templateValues.ts';
import { isValueToken, type ValueToken } from './tokenNames.ts';

/** Value tokens that hold a whole URL of their own (the partner's support, legal and market pages). */
const URL_VALUE_TOKENS = new Set<ValueToken>(['supportUrl', 'privacyPolicyUrl', 'termsUrl', 'helpCenterUrl', 'marketUrl']);

/** In a mailto: URL the address is the path, and its @ stays readable to mail programs. */
function encodePart(value: string, written: string): string {
  const encoded = encodeURIComponent(value);
  return /^\s*mailto:/i.test(written) ? encoded.replace(/%40/g, '@') : encoded;
}

/**
 * A URL attribute (href, src, xlink:href) with its value tokens filled. A URL token that opens the
 * value (`href="{{supportUrl}}"`, `href="{{marketUrl}}/apps"`) is inserted as it is and the result
 * is judged as a whole URL by the URL policy; every other token is a path or query part and is
 * percent-encoded (`encodeURIComponent`), so that a value can add no `/`, `?`, `#` or scheme of its
 * own: `href="/{{userFirstName}}"` stays a path on this site whatever the name holds.
 */
export function fillUrlAttribute(written: string, values: TemplateValues): string {
  let value = '';
  for (const part of splitMarkers(written)) {
    if (typeof part === 'string') value += part;
    else if (isValueToken(part.token)) {
      const filled = values[part.token];
      value += value.trim() === '' && URL_VALUE_TOKENS.has(part.token) ? filled : encodePart(filled, value);
    }
  }
  return value;
}
