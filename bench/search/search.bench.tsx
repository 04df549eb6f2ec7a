/**
 * bench/search, run inside Chromium: the search widget mounted with the marketplace catalogue and
 * user documents of fixtures/ behind an in-page fetch (no network in the measurement), next to a
 * bare input, the baseline. The widget wears the stylesheets a page gives it (the nav's base and
 * the search's): the results list scrolls in its panel as on a page, and a highlight repaints
 * what it repaints there. bench/run.ts presses the keys; this page times, for every key press,
 * the time from the keydown event to the end of the next frame, and counts the search requests.
 */
import { createRoot } from 'react-dom/client';
import { createBrowserEnv } from '../../engine/browser/browserEnv.ts';
import apps from '../../fixtures/catalogue/apps.json';
import userDocuments from '../../fixtures/catalogue/user-documents.json';
import services from '../../fixtures/responses/search/services-enabled.json';
import type { CatalogueApp, UserDocument } from '../../fixtures/server/fixtureStore.ts';
import { facetCounts, parseProductLines, searchApps, searchUserDocuments, solrResponse } from '../../fixtures/server/search.ts';
import { SearchWidget } from '../../widgets/search/SearchWidget.tsx';
import navCss from '../../runtime/templates/nav.css?inline';
import searchCss from '../../widgets/search/search.css?inline';
import searchPanelCss from '../../widgets/search/searchPanel.css?inline';
import { median } from '../lib/stats.ts';

declare global {
  interface Window {
    /** Key-to-frame times in ms, by the element the key was pressed in. */
    benchSamples: { baseline: number[]; widget: number[] };
    /** Search requests received, by endpoint path. */
    benchRequests: string[];
    /** When each character reached the widget's input (input events), ms. */
    benchTyped: number[];
    /** Frames that ended before the widget's highlight had changed: the sample missed the repaint. */
    benchMissed: number;
    /** Frames that showed the new highlight but not its row's text in the input: a sample that left work for a later frame. */
    benchTextMissed: number;
    /**
     * Medians of both sides over the same interleaved blocks, their ratio, and each block's ratio
     * (for the spread): the sides take turns every few presses, so load that comes and goes
     * weighs on both medians alike.
     */
    benchSummary(blockSize: number): { baseline: number; widget: number; ratio: number; blockRatios: number[]; samples: number; missed: number; textMissed: number };
  }
}

const MARKET = location.origin;
const docs = userDocuments as unknown as UserDocument[];
const catalogue = apps as CatalogueApp[];

function answer(url: URL): unknown {
  const q = url.searchParams.get('q') ?? '';
  const path = url.pathname;
  if (path.endsWith('/users/me')) return { id: 'bench-user' };
  if (path.endsWith('/services/enabled')) return services;
  if (path.endsWith('/users/me/index/autocomplete')) return solrResponse([...searchUserDocuments(docs, q), ...searchApps(catalogue, q, [])].slice(0, 10));
  if (path.endsWith('/users/me/index/search')) return solrResponse(searchUserDocuments(docs, q).slice(0, 20));
  if (path.endsWith('/users/me/index/suggest')) {
    const found = searchUserDocuments(docs, q);
    return { facet_counts: { facet_fields: { source: facetCounts(found, 'source'), content_type: facetCounts(found, 'content_type') } } };
  }
  if (path.endsWith('/index/search')) return solrResponse(searchApps(catalogue, q, parseProductLines(url.searchParams)).slice(0, 5));
  if (path.endsWith('/index/autocomplete')) return solrResponse(searchApps(catalogue, q, []).slice(0, 7));
  return {};
}

window.benchRequests = [];
const fetchFixtures: typeof fetch = async (input) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  window.benchRequests.push(`${url.pathname}?q=${url.searchParams.get('q') ?? ''}`);
  return new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'content-type': 'application/json' } });
};

const env = { ...createBrowserEnv(), fetch: fetchFixtures };
const navigator = { assign: () => {}, setHash: () => {}, open: () => {} };

const baseline = document.createElement('input');
baseline.id = 'baseline';
baseline.setAttribute('aria-label', 'Baseline');
document.body.appendChild(baseline);
const style = document.createElement('style');
style.textContent = `${navCss}\n${searchCss}\n${searchPanelCss}`;
document.head.appendChild(style);
const host = document.createElement('div');
host.id = 'adsearch';
host.className = 'unav-root';
document.body.appendChild(host);
createRoot(host).render(
  <SearchWidget config={{ domain: 'bench', marketUrl: MARKET, capabilities: ['appwise'] }} env={env} navigator={navigator} />,
);

window.benchTyped = [];
host.addEventListener('input', () => window.benchTyped.push(performance.now()));

window.benchSamples = { baseline: [], widget: [] };
window.benchMissed = 0;
window.benchTextMissed = 0;
const highlightedRow = () => host.querySelector('[role="option"][aria-selected="true"]');
const highlighted = () => highlightedRow()?.id ?? null;
/** The input shows the highlighted row's text (its label), as the frame of the key must. */
const showsRowText = () => {
  const label = highlightedRow()?.querySelector('.unav-search__label');
  return !label || host.querySelector('input')?.value === label.textContent;
};

let widgetPresses = 0;

// Capture on window runs before React's root listener: the frame requested here is the first one
// that can show the key's effect. The message posted from requestAnimationFrame runs after that
// frame is painted.
window.addEventListener(
  'keydown',
  (event) => {
    // The baseline types a letter; the widget moves its highlight.
    const target = event.target === baseline && event.key === 'a' ? 'baseline'
      : host.contains(event.target as Node) && (event.key === 'ArrowDown' || event.key === 'ArrowUp') ? 'widget' : null;
    if (!target) return;
    const before = highlighted();
    const press = target === 'widget' ? ++widgetPresses : widgetPresses;
    requestAnimationFrame(() => {
      // A later press that reached the page before this frame (Down then Up at a block's turn) may
      // rightly bring the highlight back: this frame shows that press, not a miss of this one.
      const superseded = press !== widgetPresses;
      if (target === 'widget' && !superseded && highlighted() === before) window.benchMissed += 1;
      if (target === 'widget' && !showsRowText()) window.benchTextMissed += 1;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.benchSamples[target].push(performance.now() - event.timeStamp);
      channel.port2.postMessage(null);
    });
  },
  true,
);

window.benchSummary = (blockSize) => {
  const { baseline: typed, widget: moved } = window.benchSamples;
  const blocks = Math.min(typed.length, moved.length) / blockSize;
  const blockRatios = Array.from({ length: Math.floor(blocks) }, (_, block) => {
    const part = (samples: number[]) => median(samples.slice(block * blockSize, (block + 1) * blockSize));
    return part(moved) / part(typed);
  });
  const samples = Math.floor(blocks) * blockSize;
  const baselineMedian = median(typed.slice(0, samples));
  const widgetMedian = median(moved.slice(0, samples));
  return {
    baseline: baselineMedian,
    widget: widgetMedian,
    ratio: widgetMedian / baselineMedian,
    blockRatios,
    samples,
    missed: window.benchMissed,
    textMissed: window.benchTextMissed,
  };
};
