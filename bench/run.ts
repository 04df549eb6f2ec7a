/**
 * Runs the benchmarks in Debian's Chromium and prints each ratio against its same-run baseline.
 * `tsx bench/run.ts` runs all; `tsx bench/run.ts pipeline` one. Exits 1 when a budget is missed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { launchChromium } from '../test/chromium.ts';

interface BenchResult {
  name: string;
  lines: string[];
  ok: boolean;
}

async function bundle(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"', __UNAV_VERSION__: '"bench"' },
    build: { write: false, minify: true, lib: { entry, formats: ['iife'], name: 'Bench' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunk = outputs.find((o) => 'code' in o);
  if (!chunk || !('code' in chunk)) throw new Error(`no bundle for ${entry}`);
  return chunk.code;
}

/** The largest partner template among the fixtures: the worst case a page pays. */
function largestFixtureTemplate(): { file: string; html: string } {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html')) files.push(path);
    }
  };
  walk('fixtures/partners');
  const file = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
  if (!file) throw new Error('no partner template in fixtures/partners');
  return { file, html: readFileSync(file, 'utf8') };
}

const fmt = (n: number) => n.toFixed(3);

async function pipeline(): Promise<BenchResult> {
  const code = await bundle('bench/pipeline/pipeline.bench.tsx');
  const { file, html } = largestFixtureTemplate();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><head><title>bench</title></head><body></body></html>');
    await page.addScriptTag({ content: code });
    const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
    const r = await page.evaluate(([t, n]) => window.runPipelineBench(t, n), [html, rounds] as const);
    const coldOk = (r.coldRatio ?? Infinity) <= 1.2;
    const warmOk = (r.warmRatio ?? Infinity) <= 0.4;
    return {
      name: 'pipeline',
      ok: coldOk && warmOk,
      lines: [
        `template: ${file} (${html.length} chars), ${rounds} rounds, medians in ms, Chromium`,
        `baseline (DOMPurify.sanitize + innerHTML): ${fmt(r.baseline ?? NaN)} ms`,
        `cold pipeline: ${fmt(r.cold ?? NaN)} ms  ratio ${fmt(r.coldRatio ?? NaN)}x  (budget <= 1.2x) ${coldOk ? 'ok' : 'OVER'}`,
        `warm pipeline: ${fmt(r.warm ?? NaN)} ms  ratio ${fmt(r.warmRatio ?? NaN)}x  (budget <= 0.4x) ${warmOk ? 'ok' : 'OVER'}`,
        `for information, warm header with the live widgets of a signed-in user: ${fmt(r.live ?? NaN)} ms  ratio ${fmt(r.liveRatio ?? NaN)}x`,
      ],
    };
  } finally {
    await browser.close();
  }
}

const benches: Record<string, () => Promise<BenchResult>> = { pipeline };
const wanted = process.argv.slice(2);
let failed = false;
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const result = await run();
  failed ||= !result.ok;
  console.log(`bench/${result.name}: ${result.ok ? 'within budget' : 'OVER BUDGET'}`);
  for (const line of result.lines) console.log(`  ${line}`);
}
process.exit(failed ? 1 : 0);
