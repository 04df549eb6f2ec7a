/**
 * bench/pageView: page-view figures of design §6 in Chromium against the local marketplace
 * (fixtures/server) with the script-tag bundle of dist/: layout shift (CLS) on a cold and a warm
 * view; the round trips before the header and the waves of calls of a cold view with every answer
 * held HOLD_MS; time to header against the floor, the same header served as static HTML by the
 * same server (/ssr with the page's scripts blocked). Each figure is the median of RUNS runs.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createMarketServer } from '../../fixtures/server/createMarketServer.ts';
import { launchChromium } from '../../test/chromium.ts';
import { median } from '../lib/stats.ts';
import { clearHolds, holdAnswers, openView } from '../../test/pageView/coldView.ts';

/** Design §6: CLS at most 0.01; the header after one round trip; at most two waves of calls. */
export const PAGE_VIEW_CEILINGS = { cls: 0.01, roundTrips: 1, waves: 2 };

/** Every answer held this long: well above this machine's noise, well under the render deadline. */
const HOLD_MS = 500;
/** The personas of a cold view: a visitor, and a signed-in customer (the demo page's default). */
const PERSONAS = ['visitor', 'customer'] as const;

export interface PageViewResult {
  name: string;
  ok: boolean;
  lines: string[];
}

const fmt = (n: number, digits = 3) => (Number.isFinite(n) ? n.toFixed(digits) : String(n));
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');

export async function pageView(): Promise<PageViewResult> {
  const distDir = resolve('dist');
  if (!existsSync(resolve(distDir, 'universal-nav.iife.js'))) throw new Error('dist/universal-nav.iife.js is missing: run npm run build');
  const runs = Number(process.env.PAGEVIEW_RUNS ?? 3);
  const server = await createMarketServer({ port: 0, distDir });
  const browser = await launchChromium();
  const samples = {
    clsCold: [] as number[], clsWarm: [] as number[], clientHeader: [] as number[], floorHeader: [] as number[],
    ...Object.fromEntries(PERSONAS.map((persona) => [persona, { perHold: [] as number[], roundTrips: [] as number[], startupWaves: [] as number[], allWaves: [] as number[] }])),
  } as Record<'clsCold' | 'clsWarm' | 'clientHeader' | 'floorHeader', number[]> & Record<(typeof PERSONAS)[number], Record<'perHold' | 'roundTrips' | 'startupWaves' | 'allWaves', number[]>>;
  try {
    for (let run = 0; run < runs; run += 1) {
      // Round trips and waves: cold views, every answer held.
      await holdAnswers(server.url, HOLD_MS);
      for (const persona of PERSONAS) {
        const view = await openView(browser, `${server.url}/?persona=${persona}`, { settleMs: HOLD_MS + 700 });
        samples[persona].perHold.push((view.headerAfterFirstCall ?? Infinity) / HOLD_MS);
        samples[persona].roundTrips.push(view.wavesBeforeHeader);
        samples[persona].startupWaves.push(view.startupWaves);
        samples[persona].allWaves.push(view.allWaves);
        await view.close();
      }
      await clearHolds(server.url);

      // Layout shift, cold then warm (the same browser context: its cache), and time to header.
      const floor = await openView(browser, `${server.url}/ssr?persona=customer`, { staticOnly: true, settleMs: 0 });
      samples.floorHeader.push(floor.stamps.header ?? Infinity);
      await floor.close();
      const cold = await openView(browser, `${server.url}/?persona=customer`, { settleMs: 1000 });
      samples.clsCold.push(cold.stamps.cls);
      samples.clientHeader.push(cold.stamps.header ?? Infinity);
      const warm = await openView(browser, `${server.url}/?persona=customer`, { context: cold.page.context(), settleMs: 1000 });
      samples.clsWarm.push(warm.stamps.cls);
      await cold.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const clsCold = median(samples.clsCold);
  const clsWarm = median(samples.clsWarm);
  const clsOk = clsCold <= PAGE_VIEW_CEILINGS.cls && clsWarm <= PAGE_VIEW_CEILINGS.cls;
  const lines = [
    `${runs} runs, medians, Chromium, local marketplace, the demo page (its config names partner and locale)`,
    `CLS cold ${fmt(clsCold, 4)}, warm ${fmt(clsWarm, 4)}  (budget <= ${PAGE_VIEW_CEILINGS.cls}) ${verdict(clsOk)}`,
  ];
  let ok = clsOk;
  for (const persona of PERSONAS) {
    const s = samples[persona];
    const roundTrips = median(s.roundTrips);
    const startupWaves = median(s.startupWaves);
    const personaOk = roundTrips <= PAGE_VIEW_CEILINGS.roundTrips && startupWaves <= PAGE_VIEW_CEILINGS.waves;
    ok &&= personaOk;
    lines.push(
      `cold ${persona}, every answer held ${HOLD_MS} ms: header ${fmt(median(s.perHold), 2)}x the hold after the first call; `
        + `round trips before the header (waves answered before it) ${roundTrips} (budget <= ${PAGE_VIEW_CEILINGS.roundTrips}) ${verdict(roundTrips <= PAGE_VIEW_CEILINGS.roundTrips)}; `
        + `waves of start-up calls ${startupWaves} (budget <= ${PAGE_VIEW_CEILINGS.waves}) ${verdict(startupWaves <= PAGE_VIEW_CEILINGS.waves)}; `
        + `waves of all calls, the widgets' included, ${median(s.allWaves)}`,
    );
  }
  const client = median(samples.clientHeader);
  const floorMs = median(samples.floorHeader);
  lines.push(`time to header, cold customer: ${fmt(client, 0)} ms; floor (the same header as static HTML from /ssr): ${fmt(floorMs, 0)} ms; ratio ${fmt(client / floorMs, 2)}x (no ceiling in design §6)`);
  return { name: 'pageView', ok, lines };
}
