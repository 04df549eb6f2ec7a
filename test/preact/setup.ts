import { options } from 'preact';

// Preact runs effects after the paint: it asks options.requestAnimationFrame, or else schedules
// with the page's requestAnimationFrame and setTimeout, and asks again only once that has run. A
// test with fake timers that ends before they fire would leave every later effect of the worker
// waiting (test files share modules here). In a browser those timers always fire; here effects
// are scheduled with the real setTimeout, taken before any test fakes it. Testing Library's act
// puts its own in place and flushes on its way out, as before.
const realSetTimeout = globalThis.setTimeout;
options.requestAnimationFrame = (flush) => void realSetTimeout(flush, 0);
