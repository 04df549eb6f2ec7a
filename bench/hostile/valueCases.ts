/**
 * Hostile values for the pure functions that read partner or API input: the template scans on
 * their own, the start-tag reader that runs before sanitizing, partner CSS, theme values, URLs,
 * search answers, the cart and translations. Measured in Node: its regular-expression engine
 * backtracks where Chromium's newer one sometimes does not (a trailing /\/+$/, an end-anchored
 * name), as other browsers' engines may. Sizes keep the largest input under the heap's large-object
 * size (about 128 kB), so that the garbage collector treats all four sizes alike; a quadratic scan
 * is still plain at these sizes. One case per line.
 */
import { isSsoPath } from '../../engine/core/routes/isSsoPath.ts';
import { attributeNamesWithMarkers } from '../../engine/core/template/attributeNamesWithMarkers.ts';
import { trimStartTags } from '../../engine/core/template/trimStartTags.ts';
import { markTokens } from '../../engine/core/template/markTokens.ts';
// Partner CSS on a server (postcss and the CSS Syntax tokenizer); the browser path runs in pipelineCases.
import { scopePartnerCssOnServer } from '../../engine/server/scopePartnerCssOnServer.ts';
import { tokenize } from '../../engine/core/template/tokenize.ts';
import { isAllowedUrl, resolveLink } from '../../engine/core/url/urlPolicy.ts';
import { toCssColor } from '../../engine/core/theme/toCssColor.ts';
import { toCssLength } from '../../engine/core/theme/toCssLength.ts';
import { toSafeImageUrl } from '../../engine/core/theme/toSafeImageUrl.ts';
import { formatText } from '../../engine/core/translations/formatText.ts';
import { getUserInitials } from '../../engine/core/user/getUserInitials.ts';
import { parseCart } from '../../widgets/cart/parseCart.ts';
import { defaultSearchValue } from '../../widgets/search/defaultSearchValue.ts';
import { facetCounts } from '../../widgets/search/facetCounts.ts';
import { filterAutocomplete } from '../../widgets/search/filterAutocomplete.ts';
import { toSearchResult } from '../../widgets/search/resultLabel.ts';
import type { HostileCase } from './measureDoublings.ts';

const MARKET = 'https://market.example.com';
const repeat = (text: string, times: number) => text.repeat(times);

export const VALUE_CASES: HostileCase[] = [
  // Template scans, on their own.
  { name: "'{{' x n", subject: 'tokenize', n: 6_000, input: (n) => repeat('{{', n), run: tokenize },
  { name: "'{{{' x n", subject: 'tokenize', n: 4_000, input: (n) => repeat('{{{', n), run: tokenize },
  { name: "'{{x}}' x n", subject: 'markTokens', n: 2_500, input: (n) => repeat('{{x}}', n), run: markTokens },
  { name: 'attribute name of n letters before the one with a token', subject: 'attributeNamesWithMarkers', n: 5_000, input: (n) => markTokens(`<a ${repeat('b', n)}="x" title="{{companyName}}">`), run: attributeNamesWithMarkers },
  { name: 'n tokens in one attribute value', subject: 'attributeNamesWithMarkers', n: 400, input: (n) => markTokens(`<a title="${repeat('{{companyName}}', n)}">`), run: attributeNamesWithMarkers },
  // Start tags, read before sanitizing.
  { name: 'one tag with n handler attributes', subject: 'trimStartTags', n: 2_000, input: (n) => `<a ${repeat('onx=1 ', n)}>`, run: trimStartTags },
  { name: "'<a on' and n spaces", subject: 'trimStartTags', n: 12_000, input: (n) => `<a on${repeat(' ', n)}x`, run: trimStartTags },
  { name: "n '<a x=\"' with unclosed quotes", subject: 'trimStartTags', n: 1_500, input: (n) => repeat('<a onx="', n), run: trimStartTags },
  { name: "n '<!--' after ' on'", subject: 'trimStartTags', n: 3_000, input: (n) => ` on${repeat('<!--', n)}`, run: trimStartTags },
  // Partner CSS.
  { name: "partner CSS: 'url(' x n", subject: 'scopePartnerCssOnServer', n: 2_000, input: (n) => `.a{background:${repeat('url(', n)}}`, run: (css: string) => scopePartnerCssOnServer(css, { field: 'css', rootSelector: '.unav-root', allowedOrigins: [MARKET] }).css },
  // Theme values (API).
  { name: "colour 'rgb(' and n spaces", subject: 'toCssColor', n: 12_000, input: (n) => `rgb(${repeat(' ', n)}x`, run: toCssColor },
  { name: "colour 'hsl(' and n '1 '", subject: 'toCssColor', n: 6_000, input: (n) => `hsl(${repeat('1 ', n)}!`, run: toCssColor },
  { name: 'length of n digits and a dot', subject: 'toCssLength', n: 12_000, input: (n) => `${repeat('1', n)}.x`, run: toCssLength },
  { name: 'image URL with n letters and a quote', subject: 'toSafeImageUrl', n: 12_000, input: (n) => `https://cdn.example.com/${repeat('a', n)}'`, run: toSafeImageUrl },
  // URLs (template and values).
  { name: 'URL of n blanks before javascript:', subject: 'isAllowedUrl', n: 6_000, input: (n) => `${repeat(' \t', n)}javascript:x`, run: isAllowedUrl },
  { name: 'URL of n letters and no scheme', subject: 'isAllowedUrl', n: 12_000, input: (n) => `${repeat('a', n)}!:`, run: isAllowedUrl },
  { name: 'marketplace URL with n slashes inside', subject: 'resolveLink', n: 5_000, input: (n) => `${MARKET}${repeat('/', n)}x`, run: (marketUrl: string) => resolveLink('/apps', marketUrl) },
  { name: 'page path with n slashes inside', subject: 'isSsoPath', n: 5_000, input: (n) => `/${repeat('/', n)}login`, run: isSsoPath },
  { name: "page hash of n 'search='", subject: 'defaultSearchValue', n: 1_500, input: (n) => `#${repeat('search=', n)}`, run: (hash: string) => defaultSearchValue(hash, undefined) },
  // Search answers (API).
  { name: 'autocomplete value of n words', subject: 'filterAutocomplete', n: 2_000, input: (n) => [{ term: repeat('word ', n) }, { term: `${repeat(' \t', n)}word` }], run: (docs: unknown[]) => filterAutocomplete(docs, 'word') },
  { name: 'n autocomplete docs', subject: 'filterAutocomplete', n: 5_000, input: (n) => Array.from({ length: n }, (_, i) => ({ term: `word ${i}`, other: 'word' })), run: (docs: unknown[]) => filterAutocomplete(docs, 'word') },
  { name: 'result label of n spaces', subject: 'toSearchResult', n: 12_000, input: (n) => ({ subject: repeat(' ', n), name: 'x' }), run: toSearchResult },
  { name: 'facet list of n pairs', subject: 'facetCounts', n: 2_000, input: (n) => Array.from({ length: 2 * n }, (_, i) => (i % 2 ? i : `type${i}`)), run: facetCounts },
  // Cart and translations (API).
  { name: 'cart of n lines of one product with n editions', subject: 'parseCart', n: 500, input: (n) => ({ items: Array.from({ length: n }, () => ({ id: 'p' })), itemEditionsMap: { p: { selectedEditionId: 'none' } }, itemDetails: { p: { branding: { name: 'P' }, editions: Array.from({ length: n }, (_, i) => ({ id: i, name: 'e' })) } } }), run: parseCart },
  { name: "translation of n '{1' and n digits", subject: 'formatText', n: 4_000, input: (n) => `${repeat('{1', n)}{${repeat('1', n)}`, run: (text: string) => formatText(text, ['x']) },
  { name: 'user name of n spaces', subject: 'getUserInitials', n: 12_000, input: (n) => `${repeat(' ', n)}Ada`, run: getUserInitials },
];
