/**
 * Runs the benchmarks in Debian's Chromium and prints each ratio against its same-run baseline.
 * `tsx bench/run.ts` runs all; `tsx bench/run.ts pipeline` one. Exits 1 when a budget is missed
 * (not for a bench whose ceilings are targets, not binding yet: `binding: false` in its result).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '../test/chromium.ts';
import { SEARCH_DEBOUNCE_MS } from '../widgets/search/constants.ts';
import { scriptTagPreactAlias } from '../build/script-tag-preact/alias.ts';
import { createCaseRunner, measureDoublings, type DoublingResult, type DoublingTimer, type HostileCase } from './hostile/measureDoublings.ts';
import { LINTER_CASES } from './hostile/linterCases.ts';
import { VALUE_CASES } from './hostile/valueCases.ts';
import { createServerRender, hostileTemplates, serverCases } from './hostile/serverCases.ts';
import { benignTemplate } from './hostile/templateShapes.ts';
import type { BenchResult } from './lib/benchResult.ts';
import { machineLoad } from './lib/machineLoad.ts';
import { median } from './lib/stats.ts';
import { pageView } from './pageView/pageView.ts';
import { lighthouseComparison } from './lighthouse/lighthouse.ts';
import { serverRenders } from './server/server.ts';

/**
 * DESIGN §6: cold and warm pipeline against DOMPurify + innerHTML; search key to repaint against a
 * bare input; the cost of doubling a hostile input.
 */
const CEILINGS = { cold: 1.15, warm: 0.2, search: 1.5, doubling: 2.5, hostileVersusBenign: 3 };

async function bundle(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    // Bundled like the script-tag build, with the Preact it renders with: what a page runs.
    resolve: { alias: scriptTagPreactAlias },
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
    const coldOk = (r.coldRatio ?? Infinity) <= CEILINGS.cold;
    const warmOk = (r.warmRatio ?? Infinity) <= CEILINGS.warm;
    return {
      name: 'pipeline',
      ok: coldOk && warmOk,
      lines: [
        `template: ${file} (${html.length} chars), ${rounds} rounds, medians in ms, Chromium`,
        `baseline (DOMPurify.sanitize + innerHTML): ${fmt(r.baseline ?? NaN)} ms`,
        `cold pipeline: ${fmt(r.cold ?? NaN)} ms  ratio ${fmt(r.coldRatio ?? NaN)}x  (budget <= ${CEILINGS.cold}x) ${coldOk ? 'ok' : 'OVER'}`,
        `warm pipeline: ${fmt(r.warm ?? NaN)} ms  ratio ${fmt(r.warmRatio ?? NaN)}x  (budget <= ${CEILINGS.warm}x) ${warmOk ? 'ok' : 'OVER'}`,
        `for information, warm header with the live widgets of a signed-in user: ${fmt(r.live ?? NaN)} ms  ratio ${fmt(r.liveRatio ?? NaN)}x`,
      ],
    };
  } finally {
    await browser.close();
  }
}

/** Words a user types into the search box, at 40 ms per key. */
const TYPED_WORDS = ['invoice', 'slack', 'payroll', 'contract', 'zoom'];
/** Search calls of scope all per settled query: autocomplete, content search, facet suggest. */
const SCOPE_ALL_ENDPOINTS = 3;

/** Key presses of one side in a block of the search bench: the sides alternate block by block. */
const SEARCH_BLOCK = 10;
/**
 * Key presses a side (BENCH_ROUNDS overrides): with 60, the median of six block ratios moved by a
 * quarter between runs on a quiet machine (1.37x to 1.87x); 200 give twenty blocks. The judge is
 * the ratio of both sides' medians over all blocks, which load that comes and goes cannot
 * flatter: over ten quiet runs (before the closed panel kept its rows) it spread 1.43x to 1.70x,
 * the median of the blocks' own ratios (two medians of ten presses timed to 0.1 ms) 1.40x to 1.81x.
 */
const SEARCH_PRESSES = 200;

/** Frames are not held to 60 Hz: a sample ends when the frame is painted, not at the next vsync. */
function launchUnthrottledChromium() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, '--disable-frame-rate-limit', '--disable-gpu-vsync'],
  });
}

async function search(): Promise<BenchResult> {
  const code = await bundle('bench/search/search.bench.tsx');
  const browser = await launchUnthrottledChromium();
  try {
    const page = await browser.newPage();
    // An http origin: the widget calls its market origin, and stores recent queries.
    await page.route('http://bench.localhost/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><head><title>bench</title></head><body></body></html>' }));
    await page.goto('http://bench.localhost/');
    await page.addScriptTag({ content: code });
    const widgetInput = page.locator('#adsearch input[role="combobox"]');
    const baseline = page.locator('#baseline');
    await widgetInput.waitFor();

    // Requests per typed word, scope all.
    await widgetInput.focus();
    await page.waitForFunction(() => window.benchRequests.some((path) => path.startsWith('/api/appwise/v2/core/users/me?')));
    const startup = await page.evaluate(() => window.benchRequests.length);
    let lateKeys = 0;
    for (const word of TYPED_WORDS) {
      await widgetInput.fill('');
      await page.evaluate(() => {
        window.benchTyped = [];
      });
      await widgetInput.pressSequentially(word, { delay: 40 });
      await page.waitForTimeout(600);
      // A key that reached the page later than the debounce after the previous one rightly searches the prefix.
      const typedAt = await page.evaluate(() => window.benchTyped);
      lateKeys += typedAt.filter((at, i) => i > 0 && at - (typedAt[i - 1] ?? at) >= SEARCH_DEBOUNCE_MS).length;
    }
    const requests = (await page.evaluate(() => window.benchRequests.length)) - startup;
    const perWord = requests / TYPED_WORDS.length;

    // Key to repaint: blocks of key presses, baseline and widget in turn, so load hits both alike.
    await widgetInput.fill('in');
    await page.locator('#adsearch [role="option"]').nth(10).waitFor();
    const loadAtStart = machineLoad();
    const blocks = Number(process.env.BENCH_ROUNDS ?? SEARCH_PRESSES) / SEARCH_BLOCK;
    for (let block = 0; block < blocks; block += 1) {
      await baseline.fill('');
      await baseline.focus();
      for (let i = 0; i < SEARCH_BLOCK; i += 1) await page.keyboard.press('a');
      await widgetInput.focus();
      await page.locator('#adsearch [role="listbox"]').waitFor();
      // Down, then back up: the highlight moves on every press and stays among the first rows.
      for (let i = 0; i < SEARCH_BLOCK; i += 1) await page.keyboard.press(i < SEARCH_BLOCK / 2 ? 'ArrowDown' : 'ArrowUp');
    }
    await page.waitForTimeout(100);
    const r = await page.evaluate((size) => window.benchSummary(size), SEARCH_BLOCK);
    const ok = r.ratio <= CEILINGS.search && r.missed === 0 && r.textMissed === 0;
    const spread = [...r.blockRatios].sort((a, b) => a - b);
    return {
      name: 'search',
      ok,
      lines: [
        `${r.samples} key presses each in ${r.blockRatios.length} blocks of ${SEARCH_BLOCK} a side, ms from keydown to the painted frame, Chromium; load ${loadAtStart} at start, ${machineLoad()} at end`,
        `baseline (a letter typed in a bare input): median ${fmt(r.baseline)} ms`,
        `search widget (arrow key moves the highlighted row, ${'>'}10 rows): median ${fmt(r.widget)} ms`,
        `ratio of the medians, both sides over the same interleaved blocks: ${fmt(r.ratio)}x  (budget <= ${CEILINGS.search}x) ${r.ratio <= CEILINGS.search ? 'ok' : 'OVER'}`,
        `blocks' own ratios: median ${fmt(median(r.blockRatios))}x, ${fmt(spread[0] ?? 0)}x to ${fmt(spread[spread.length - 1] ?? 0)}x (10 presses a side each: a spread, not the judge)`,
        `frames painted before the highlight moved: ${r.missed}; with the highlight but not its row's text in the input: ${r.textMissed}`,
        `requests per typed word (scope all, 40 ms per key): ${perWord.toFixed(2)}  (${requests} for ${TYPED_WORDS.length} words, ${SCOPE_ALL_ENDPOINTS} endpoints; ${(perWord / SCOPE_ALL_ENDPOINTS).toFixed(2)} per endpoint)`,
        `keys that reached the page ${SEARCH_DEBOUNCE_MS} ms or more after the previous one (each may add a search of the prefix): ${lateKeys}`,
      ],
    };
  } finally {
    await browser.close();
  }
}

/**
 * An editor's keystroke on the largest fixture template: UniversalNav.preview's update() to the
 * painted preview, against DOMPurify.sanitize + innerHTML of the same markup to the same frame.
 * Printed for information: no budget is set for it.
 */
async function previewUpdate(): Promise<BenchResult> {
  const code = await bundle('bench/previewUpdate/previewUpdate.bench.tsx');
  const { file, html } = largestFixtureTemplate();
  // A draft (a partner's preview/ folder) takes what it leaves out from the partner's published set.
  const folders = [dirname(file), ...(basename(dirname(file)) === 'preview' ? [dirname(dirname(file))] : [])];
  const readCss = (name: string) => {
    const found = folders.map((folder) => join(folder, name)).find((path) => existsSync(path));
    return found ? readFileSync(found, 'utf8') : '';
  };
  const browser = await launchUnthrottledChromium();
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html lang="en"><head><title>bench</title></head><body></body></html>');
    await page.addScriptTag({ content: code });
    const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
    const set = { headerIn: html, css: readCss('css.css'), cssHeader: readCss('cssHeader.css') };
    const r = await page.evaluate(([s, n]) => window.runPreviewUpdateBench(s, n), [set, rounds] as const);
    return {
      name: 'previewUpdate',
      ok: true,
      lines: [
        `template: ${file} (${html.length} chars) with its css and cssHeader, a signed-in user, ${r.samples} keystrokes, ms, Chromium`,
        `baseline (DOMPurify.sanitize + innerHTML, to the painted frame): median ${fmt(r.baseline.median)}  p95 ${fmt(r.baseline.p95)}`,
        `preview update() to the painted frame: median ${fmt(r.preview.median)}  p95 ${fmt(r.preview.p95)}  ratio ${fmt(r.ratio)}x  (no budget)`,
        `of which update() itself (render and commit): median ${fmt(r.updateCall.median)}  p95 ${fmt(r.updateCall.p95)}`,
      ],
    };
  } finally {
    await browser.close();
  }
}

const withinDoublingCeiling = (r: DoublingResult) =>
  !r.stopped && r.ratios.length === 3 && r.ratios.every((ratio) => ratio <= CEILINGS.doubling);

/**
 * A case measured up to three times, kept at its first attempt within the ceiling: on a shared
 * machine a neighbour's burst can land on one size, but a scan that is not linear is over every time.
 */
async function measureHostile(measure: () => Promise<DoublingResult>): Promise<{ result: DoublingResult; attempts: number }> {
  let result = await measure();
  let attempts = 1;
  // A case stopped for one call over SLOW_MS (or an error) is not noise: it is not measured again.
  while (!withinDoublingCeiling(result) && !result.stopped && attempts < 3) {
    result = await measure();
    attempts++;
  }
  return { result, attempts };
}

/** One case as a report line: its median times and its ratio per doubling. */
function doublingLine(where: string, { result: r, attempts }: { result: DoublingResult; attempts: number }): string {
  const times = r.medians.map(fmt).join(' / ');
  const ratios = r.ratios.map((ratio) => `${ratio.toFixed(2)}x`).join(' ');
  const notes = [r.stopped, attempts > 1 ? `attempt ${attempts}` : undefined].filter(Boolean).map((note) => `; ${note}`).join('');
  return `${withinDoublingCeiling(r) ? 'ok  ' : 'OVER'} ${r.name}, ${r.subject}, ${where}: n=${r.sizes[0]}: ${times} ms; per doubling ${ratios}${notes}`;
}

/** CPU ms of this process: what a call costs, whatever else the machine runs meanwhile. */
function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * A young-generation collection before each sample, untimed: sizes are interleaved, and the garbage
 * of one would otherwise be collected, at random, on the time of another. (A full collection per
 * sample costs more than the samples, with the linter's jsdom window on the heap.)
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void;

function nodeTimer(hostileCase: HostileCase): DoublingTimer {
  const runner = createCaseRunner(hostileCase);
  return {
    prepare: async (sizes) => runner.prepare(sizes),
    time: async (index, calls) => {
      collectGarbage({ type: 'minor' });
      const start = processCpuMs();
      runner.runCalls(index, calls);
      return (processCpuMs() - start) / calls;
    },
  };
}

/** A case of the page, timed by the CPU time of the page's main thread (DevTools' ThreadTime). */
function chromiumTimer(page: Page, cdp: CDPSession, caseIndex: number): DoublingTimer {
  const threadMs = async () => 1000 * ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN);
  return {
    prepare: (sizes) => page.evaluate(({ i, s }) => window.prepareHostileCase(i, s), { i: caseIndex, s: [...sizes] }),
    time: async (index, calls) => {
      await page.evaluate(() => (window as { gc?: () => void }).gc?.());
      const start = await threadMs();
      await page.evaluate(([i, s, c]) => window.runHostileCalls(i, s, c), [caseIndex, index, calls] as const);
      return ((await threadMs()) - start) / calls;
    },
  };
}

/**
 * Every hostile input at n, 2n, 4n and 8n (bench/hostile): templates through the pipeline in
 * Chromium, the pure functions and the template linter in Node (whose regular-expression engine
 * backtracks where Chromium's newer one sometimes does not).
 */
async function hostile(): Promise<BenchResult> {
  const rounds = Number(process.env.HOSTILE_ROUNDS ?? 5);
  const lines = [`median CPU ms per call at n / 2n / 4n / 8n, ${rounds} interleaved rounds; budget <= ${CEILINGS.doubling}x per doubling`];
  let ok = true;
  const report = (where: string, measured: { result: DoublingResult; attempts: number }) => {
    ok &&= withinDoublingCeiling(measured.result);
    lines.push(doublingLine(where, measured));
  };
  const code = await bundle('bench/hostile/hostile.bench.tsx');
  // window.gc(), to collect before each sample as in Node.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><head><title>bench</title></head><body></body></html>');
    await page.addScriptTag({ content: code });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cases = await page.evaluate(() => window.hostileCases());
    for (const [index, about] of cases.entries()) {
      report('Chromium', await measureHostile(() => measureDoublings(about, chromiumTimer(page, cdp, index), rounds)));
    }
  } finally {
    await browser.close();
  }
  for (const hostileCase of [...VALUE_CASES, ...LINTER_CASES]) {
    report('Node', await measureHostile(() => measureDoublings(hostileCase, nodeTimer(hostileCase), rounds)));
  }
  const render = await createServerRender();
  if (!render) {
    lines.push('OVER server rendering not measured: dist/server/index.js is missing (npm run build)');
    return { name: 'hostile', ok: false, lines };
  }
  for (const hostileCase of serverCases(render)) {
    report('Node', await measureHostile(() => measureDoublings(hostileCase, nodeTimer(hostileCase), rounds)));
  }
  const versus = hostileVersusBenign(render, rounds);
  ok &&= versus.ok;
  lines.push(...versus.lines);
  return { name: 'hostile', ok, lines };
}

/**
 * A server render of each hostile template of up to 256 kB against one of a benign 256 kB template
 * of ordinary markup (lists of links), interleaved round by round, as CPU medians.
 */
function hostileVersusBenign(render: (template: string) => number, rounds: number): { ok: boolean; lines: string[] } {
  const benign = benignTemplate();
  const hostiles = hostileTemplates();
  const cpuOf = (template: string) => {
    collectGarbage({ type: 'minor' });
    const start = processCpuMs();
    render(template);
    return processCpuMs() - start;
  };
  cpuOf(benign);
  const benignSamples: number[] = [];
  const samples: number[][] = hostiles.map(() => []);
  for (let round = 0; round < rounds; round++) {
    benignSamples.push(cpuOf(benign));
    for (const [index, { template }] of hostiles.entries()) samples[index]?.push(cpuOf(template));
  }
  const base = median(benignSamples);
  const lines = [`server render of a 256 kB hostile template against a benign one of ${Math.round(benign.length / 1024)} kB (${fmt(base)} ms CPU); budget <= ${CEILINGS.hostileVersusBenign}x`];
  let ok = true;
  for (const [index, { name, template }] of hostiles.entries()) {
    const ratio = median(samples[index] ?? []) / base;
    const within = ratio <= CEILINGS.hostileVersusBenign;
    ok &&= within;
    lines.push(`${within ? 'ok  ' : 'OVER'} ${name} (${Math.round(template.length / 1024)} kB): ${fmt(median(samples[index] ?? []))} ms, ${ratio.toFixed(2)}x`);
  }
  return { ok, lines };
}

const benches: Record<string, () => Promise<BenchResult>> = { pipeline, search, hostile, pageView, previewUpdate, server: serverRenders, lighthouse: lighthouseComparison };
const wanted = process.argv.slice(2);
let failed = false;
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const result = await run();
  // A bench whose ceilings are not binding yet reports OVER without failing the run.
  failed ||= !result.ok && result.binding !== false;
  console.log(`bench/${result.name}: ${result.ok ? 'within budget' : result.binding === false ? 'OVER the targets (not binding yet)' : 'OVER BUDGET'}`);
  for (const line of result.lines) console.log(`  ${line}`);
}
process.exit(failed ? 1 : 0);
