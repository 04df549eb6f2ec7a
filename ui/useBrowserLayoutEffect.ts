import { useEffect, useLayoutEffect } from 'react';

/**
 * A layout effect in the browser, a plain effect on a server, where there is no layout and React 18
 * warns about layout effects. Used where an effect must run with the render that caused it: on
 * Preact (the script-tag bundle's renderer) passive effects run only after the paint.
 */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
