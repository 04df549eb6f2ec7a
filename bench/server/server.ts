/**
 * bench/server: what a server pays for a page view rendered with `universal-nav/server`, on the
 * built entry (`npm run build` first; SERVER_ENTRY names another build, such as another checkout's,
 * to compare) with NODE_ENV=production, in CPU time (the machine is shared:
 * wall time would measure the neighbours). measureServerRenders.ts measures in a process of its
 * own; this prints its figures against the targets:
 * - a render of a set the process has rendered before (cached) at most 3 ms of CPU, median: a
 *   target only, as an absolute time on this machine is no budget (DESIGN §5);
 * - 200 distinct sets in rotation, after a first pass, at most 2x the cached render;
 * - the data script at most half of what it carried before (every template of the set), measured
 *   on the same data in the same run.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { BenchResult } from '../lib/benchResult.ts';
import { PERSONAS, type ServerFigures } from './serverFigures.ts';

export const SERVER_CEILINGS = { cachedCpuMs: 3, rotationVersusCached: 2, dataScriptVersusWholeSet: 0.5 };

const fmt = (n: number, digits = 2) => n.toFixed(digits);
const kB = (chars: number) => `${(chars / 1000).toFixed(1)} kB`;
const perCore = (ms: number) => `${Math.round(1000 / ms)} renders/s per core, ${fmt(ms, 1)} cores for 1,000 views/s`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');

export async function serverRenders(): Promise<BenchResult> {
  const entry = resolve(process.env.SERVER_ENTRY ?? 'dist/server/index.js');
  if (!existsSync(entry)) {
    return { name: 'server', ok: false, lines: [`OVER not measured: ${entry} is missing (npm run build)`] };
  }
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--max-old-space-size=4096', '--import', 'tsx', 'bench/server/measureServerRenders.ts'],
    { env: { ...process.env, NODE_ENV: 'production', SERVER_ENTRY: entry }, maxBuffer: 16 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ServerFigures;

  const lines = [
    `${r.entry}, NODE_ENV=production, ${r.partner} (the fixtures' heaviest set), one jsdom window; CPU ms per render, medians of ${r.rounds}; load ${r.loadAtStart} at start, ${r.loadAtEnd} at end`,
  ];
  let ok = true;
  for (const persona of PERSONAS) {
    const cached = r.cached[persona];
    const rotation = r.rotation[persona] / cached;
    const script = r.dataScript[persona] / r.wholeSetScript[persona];
    const rotationOk = rotation <= SERVER_CEILINGS.rotationVersusCached;
    const scriptOk = script <= SERVER_CEILINGS.dataScriptVersusWholeSet;
    ok &&= rotationOk && scriptOk;
    lines.push(
      `${persona}: cached ${fmt(cached)} ms (${perCore(cached)})  (target <= ${SERVER_CEILINGS.cachedCpuMs} ms, not binding) ${verdict(cached <= SERVER_CEILINGS.cachedCpuMs)}`,
      `${persona}: ${r.sets} sets in rotation ${fmt(r.rotation[persona])} ms (${perCore(r.rotation[persona])}), ratio ${fmt(rotation)}x  (budget <= ${SERVER_CEILINGS.rotationVersusCached}x) ${verdict(rotationOk)}`,
      `${persona}: data script ${kB(r.dataScript[persona])} against ${kB(r.wholeSetScript[persona])} with the whole set, ratio ${fmt(script)}  (budget <= ${SERVER_CEILINGS.dataScriptVersusWholeSet}) ${verdict(scriptOk)}`,
      `${persona}, for information: first pass (each set new to the process) ${fmt(r.firstPass[persona], 1)} ms; a new jsdom window per render ${fmt(r.newWindow[persona])} ms (${fmt(r.newWindow[persona] / cached, 1)}x one kept window)`,
    );
  }
  lines.push(`for information: heap kept per set of the rotation, both layouts and the partner CSS: ${fmt(r.heapPerSet / 1024, 0)} kB`);
  return { name: 'server', ok, lines };
}
