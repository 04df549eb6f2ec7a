import type { createRef } from 'react';

/**
 * A ref to a DOM element, typed as `useRef<T>(null)` gives it on either React major: React 18
 * types it `RefObject<T>`, React 19 `RefObject<T | null>`, and neither accepts the other's as a
 * `ref` prop. The script-tag bundle runs on 18, the ES module on the host's 18 or 19.
 */
export type DomRef<T extends Element> = ReturnType<typeof createRef<T>>;
