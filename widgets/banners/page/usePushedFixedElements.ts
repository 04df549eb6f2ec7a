import { useEffect } from 'react';
import { createFixedElementPusher } from './fixedElements.ts';

// SPEC §9: the fixed-element adjustment is retried 5 times at 400 ms.
const FIXED_ADJUST_RETRIES = 5;
const FIXED_ADJUST_INTERVAL_MS = 400;

/**
 * While `active`, the page's fixed elements near the top move down by `offset` px (SPEC §4). The
 * host's fixed header may render after the banner, so the adjustment is retried; they move back
 * when the banner goes.
 */
export function usePushedFixedElements(active: boolean, offset: number): void {
  useEffect(() => {
    if (!active) return;
    const pusher = createFixedElementPusher(document, offset);
    pusher.push();
    let runs = 0;
    const interval = setInterval(() => {
      pusher.push();
      runs += 1;
      if (runs >= FIXED_ADJUST_RETRIES) clearInterval(interval);
    }, FIXED_ADJUST_INTERVAL_MS);
    return () => {
      clearInterval(interval);
      pusher.restore();
    };
  }, [active, offset]);
}
