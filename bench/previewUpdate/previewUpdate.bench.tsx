/**
 * bench/previewUpdate, run inside Chromium: an editor calling update() on every keystroke of the
 * largest fixture template, from the key to the painted preview, against a baseline measured in
 * the same run: DOMPurify.sanitize + innerHTML of the same edited markup, waited for to the same
 * painted frame. Each edit is a new template (one more letter typed into a text), so the preview
 * pays the cold pipeline each time, as an editor does; the user, theme and partner CSS stay.
 * Cases are interleaved edit by edit so that load on the machine hits both alike.
 */
import DOMPurify from 'dompurify';
import customer from '../../fixtures/personas/customer.json';
import type { BootstrapContext } from '../../engine/core/wire/marketTypes.ts';
import type { PreviewOptions } from '../../engine/core/preview/previewOptions.ts';
import { previewWith } from '../../engine/react/preview/previewWith.tsx';
import { previewComposition } from '../../runtime/composition/previewComposition.tsx';
import { median } from '../lib/stats.ts';

declare global {
  interface Window {
    runPreviewUpdateBench(set: { headerIn: string; css: string; cssHeader: string }, rounds: number): Promise<PreviewUpdateSummary>;
  }
}

export interface PreviewUpdateSummary {
  samples: number;
  /** Keystroke to painted frame, ms. */
  preview: { median: number; p95: number };
  baseline: { median: number; p95: number };
  /** update() alone (the synchronous render and commit), ms. */
  updateCall: { median: number; p95: number };
  ratio: number;
}

/** Where the typing happens: a link text of the template, the first one found. */
const TYPED_INTO = /(>\s*)(Investors|Support|Products)(\s*<)/;
const TYPED = 'the quick brown fox jumps over the lazy dog ';

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Resolves once the frame after the change is painted: requestAnimationFrame runs before the
 * frame's paint, a message posted from it is handled after that paint.
 */
function painted(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(undefined);
    });
  });
}

/** The template with `count` letters typed after the chosen text. */
function edited(template: string, count: number): string {
  const typed = Array.from({ length: count }, (_, i) => TYPED[i % TYPED.length]).join('');
  return template.replace(TYPED_INTO, (_, before: string, text: string, after: string) => `${before}${text}${typed}${after}`);
}

window.runPreviewUpdateBench = async (set, rounds) => {
  const previewTarget = document.createElement('div');
  const baselineTarget = document.createElement('div');
  document.body.append(previewTarget, baselineTarget);
  const options = (headerIn: string): PreviewOptions => ({
    marketUrl: 'https://market.example.com',
    templates: { ...set, headerIn },
    bootstrap: customer.bootstrap as BootstrapContext,
    show: 'header',
  });
  const handle = previewWith(previewComposition, previewTarget, options(set.headerIn));
  const samples = { preview: [] as number[], baseline: [] as number[], updateCall: [] as number[] };
  const warmUp = 10;
  for (let i = 1; i <= rounds + warmUp; i++) {
    const template = edited(set.headerIn, i);
    await painted();
    const start = performance.now();
    handle.update(options(template));
    const updated = performance.now();
    const previewDone = await painted();

    await painted();
    const baselineStart = performance.now();
    baselineTarget.innerHTML = DOMPurify.sanitize(template);
    const baselineDone = await painted();
    if (i <= warmUp) continue;
    samples.updateCall.push(updated - start);
    samples.preview.push(previewDone - start);
    samples.baseline.push(baselineDone - baselineStart);
  }
  handle.unmount();
  const summary = (list: number[]) => ({ median: median(list), p95: percentile(list, 95) });
  const preview = summary(samples.preview);
  const baseline = summary(samples.baseline);
  return { samples: rounds, preview, baseline, updateCall: summary(samples.updateCall), ratio: preview.median / baseline.median };
};
