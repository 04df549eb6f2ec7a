/**
 * The measuring side of bench/server, run by server.ts in a process of its own with
 * NODE_ENV=production (React's production build, as a server runs it): the built server entry
 * (`dist/server/index.js`, or SERVER_ENTRY), data loaded from the demo marketplace (fixtures/server)
 * for a visitor and a customer of Globex, the fixtures' heaviest template set (52 kB of templates,
 * 9 kB of partner CSS; BENCH_PARTNER names another), and one jsdom window, as the README tells a
 * host. Prints one JSON line.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { JSDOM } from 'jsdom';
import { createMarketServer } from '../../fixtures/server/createMarketServer.ts';
import type * as ServerEntry from '../../runtime/server.ts';
import { median } from '../lib/stats.ts';
import { PERSONAS, type Persona, type ServerFigures } from './serverFigures.ts';
import { machineLoad } from '../lib/machineLoad.ts';

const PARTNER = process.env.BENCH_PARTNER ?? 'GLOBEX';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** CPU ms of this process: what a render costs, whatever else the machine runs meanwhile. */
function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * The CPU time of one render, in a task of its own as a server's request is: what one task
 * creates and drops is not held over to the next (jsdom's weak references keep their targets to
 * the end of the task that made them).
 */
async function cpuOf(run: () => unknown): Promise<number> {
  await new Promise((resolve) => setImmediate(resolve));
  const start = processCpuMs();
  run();
  return processCpuMs() - start;
}

/** Full collections in tasks of their own: the heap then holds what is kept, and nothing a task left. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    collectGarbage();
  }
}

const silent = { warn: () => {}, error: () => {} };

/** The data script as it was before: the whole data, every `<`, `>` and `&` escaped. */
function wholeSetScript(data: ServerEntry.ServerNavData): number {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="unav-data">${json}</script>`.length;
}

/** Set `index` of the rotation: every template and stylesheet of the set with text of its own, so each hashes apart. */
function variant(data: ServerEntry.ServerNavData, index: number): ServerEntry.ServerNavData {
  const templates = Object.fromEntries(Object.entries(data.templateSet.templates).map(([slot, text]) => [
    slot,
    slot === 'css' || slot === 'cssHeader' ? `${text}\n.globex-set-${index} { color: #123456 }` : `${text}<span hidden>set ${index}</span>`,
  ]));
  return { ...data, templateSet: { ...data.templateSet, templates } };
}

async function loadData(entry: typeof ServerEntry): Promise<Record<Persona, ServerEntry.ServerNavData>> {
  const server = await createMarketServer({ port: 0, distDir: mkdtempSync(join(tmpdir(), 'unav-bench-server-')) });
  try {
    const data = {} as Record<Persona, ServerEntry.ServerNavData>;
    for (const persona of PERSONAS) {
      // The demo marketplace answers as the persona and partner its fx_ cookies name.
      const cookies = `fx_persona=${persona}; fx_partner=${PARTNER}`;
      data[persona] = await entry.loadNavData({ marketUrl: server.url, partner: PARTNER }, { url: `${server.url}/ssr`, cookies, log: silent });
    }
    return data;
  } finally {
    await server.close();
  }
}

async function measure(): Promise<ServerFigures> {
  const loadAtStart = machineLoad();
  const entryFile = resolve(process.env.SERVER_ENTRY ?? 'dist/server/index.js');
  const entry = (await import(pathToFileURL(entryFile).href)) as typeof ServerEntry;
  const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
  const sets = Number(process.env.SERVER_SETS ?? 200);
  const data = await loadData(entry);
  const window = new JSDOM('').window as never;
  const render = (persona: Persona, nav: ServerEntry.ServerNavData, sanitizerWindow = window) =>
    entry.renderNav(nav, { window: sanitizerWindow, cookies: `fx_persona=${persona}`, log: silent });
  const byPersona = <T>(value: (persona: Persona) => T) => Object.fromEntries(PERSONAS.map((persona) => [persona, value(persona)])) as Record<Persona, T>;

  // The same set every render, the personas in turn, after a warm-up.
  for (let i = 0; i < 50; i++) for (const persona of PERSONAS) render(persona, data[persona]);
  const cachedSamples = byPersona((): number[] => []);
  for (let i = 0; i < rounds; i++) for (const persona of PERSONAS) cachedSamples[persona].push(await cpuOf(() => render(persona, data[persona])));

  // A new window for every render (the templates come from the cache either way).
  const newWindowSamples = byPersona((): number[] => []);
  for (let i = 0; i < Math.min(rounds, 50); i++) {
    for (const persona of PERSONAS) newWindowSamples[persona].push(await cpuOf(() => render(persona, data[persona], new JSDOM('').window as never)));
  }

  // `sets` sets in rotation: a first pass derives each, the passes after it are measured.
  const variants = byPersona((persona) => Array.from({ length: sets }, (_, index) => variant(data[persona], index)));
  await settle();
  const heapBefore = process.memoryUsage().heapUsed;
  const firstPassSamples = byPersona((): number[] => []);
  for (let index = 0; index < sets; index++) for (const persona of PERSONAS) firstPassSamples[persona].push(await cpuOf(() => render(persona, variants[persona][index]!)));
  const rotationSamples = byPersona((): number[] => []);
  const passes = Math.max(1, Math.ceil(rounds / sets));
  for (let pass = 0; pass < passes; pass++) {
    for (let index = 0; index < sets; index++) for (const persona of PERSONAS) rotationSamples[persona].push(await cpuOf(() => render(persona, variants[persona][index]!)));
  }
  await settle();
  const heapPerSet = (process.memoryUsage().heapUsed - heapBefore) / sets;

  return {
    entry: entryFile,
    partner: PARTNER,
    loadAtStart,
    loadAtEnd: machineLoad(),
    rounds,
    sets,
    cached: byPersona((persona) => median(cachedSamples[persona])),
    rotation: byPersona((persona) => median(rotationSamples[persona])),
    firstPass: byPersona((persona) => median(firstPassSamples[persona])),
    newWindow: byPersona((persona) => median(newWindowSamples[persona])),
    dataScript: byPersona((persona) => render(persona, data[persona]).dataScript.length),
    wholeSetScript: byPersona((persona) => wholeSetScript(data[persona])),
    heapPerSet,
  };
}

console.log(JSON.stringify(await measure()));
