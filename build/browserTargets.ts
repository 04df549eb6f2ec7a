/**
 * The browsers the ES module and the script-tag bundle are built for, one setting for both builds.
 * cssTarget: the browsers whose CSS the stylesheets are written for, logical properties
 * (inset-inline-*) and :is(). With es2020's older browsers as the target, the minifier rewrote each
 * logical inset into left/right chosen by :lang(), so a right-to-left page in a language not on its
 * list (or a page whose dir and lang disagree) got its menus on the wrong side.
 */
export const BROWSER_TARGETS = {
  target: 'es2020',
  cssTarget: ['chrome88', 'edge88', 'firefox78', 'safari14.1'],
};
