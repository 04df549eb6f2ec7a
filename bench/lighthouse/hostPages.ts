/**
 * The pair of pages bench/lighthouse compares: the demo marketplace's page for a visitor, with the
 * nav as the README embeds it (the critical stylesheet in the head, the script-tag bundle and the
 * host's mount() call), and the same page with those three tags taken out.
 */

/** A visitor: the page as a first view without a session sees it, which is also what Lighthouse's clean profile is. */
export const PERSONA = 'visitor';

/** Asked of the compressing front (cdn.ts), which forwards the page without it and takes the nav out. */
const WITHOUT_NAV_PARAM = 'without-nav';

/** The nav's tags in the demo page (fixtures/server/demoPage.ts), each removed with its line break. */
const NAV_TAGS = [
  '<link rel="stylesheet" href="/dist/universal-nav.css">\n',
  '<script defer src="/dist/universal-nav.iife.js"></script>\n',
  '<script defer src="/demo/boot.js"></script>',
];

/** The same page, the persona chosen the demo's way (`?persona=`), with and without the nav. */
export function pageUrls(base: string): { withNav: string; withoutNav: string } {
  const withNav = `${base}/?persona=${PERSONA}`;
  return { withNav, withoutNav: `${withNav}&${WITHOUT_NAV_PARAM}` };
}

/** The page without the nav's tags; throws when one is missing, so a changed demo page never goes unnoticed. */
export function removeNav(html: string): string {
  return NAV_TAGS.reduce((page, tag) => {
    if (!page.includes(tag)) throw new Error(`bench/lighthouse: the demo page no longer has ${tag.trim()}`);
    return page.replace(tag, '');
  }, html);
}

/** What the front asks the marketplace for a request path, and how it changes the page it gets back. */
export function routeToOrigin(path: string): { originPath: string; rewrite?: (html: string) => string } {
  const url = new URL(path, 'http://front.invalid');
  if (!url.searchParams.has(WITHOUT_NAV_PARAM)) return { originPath: path };
  url.searchParams.delete(WITHOUT_NAV_PARAM);
  return { originPath: `${url.pathname}${url.search}`, rewrite: removeNav };
}
