/**
 * bench/pipeline, run inside Chromium: the template pipeline against a baseline measured in the same
 * run, DOMPurify sanitize + innerHTML of the same template.
 *  - cold: tokenize + sanitize + parse + render, nothing cached;
 *  - warm: render with the compiled template cached.
 * Like the baseline, the pipeline cases render the template and not the widgets: each placeholder is
 * a stand-in that renders one element, so token replacement is paid but no widget's own work. The
 * header with its live widgets is measured too, as a figure for information (no budget).
 * Cases are interleaved round by round so that load on the machine hits all of them alike.
 */
import DOMPurify from 'dompurify';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createBrowserEnv } from '../../engine/browser/browserEnv.ts';
import { NavProvider } from '../../engine/react/context/NavContext.tsx';
import { PlaceholderRegistryProvider } from '../../engine/react/registry/PlaceholderRegistryProvider.tsx';
import { COMPONENT_TOKENS } from '../../engine/core/template/tokenNames.ts';
import type { PlaceholderComponent } from '../../engine/react/registry/registry.ts';
import { clearCompiledTemplates } from '../../engine/react/template/compiledTemplateCache.ts';
import { TemplateView } from '../../engine/react/template/TemplateView.tsx';
import { loadPageSafety } from '../../engine/react/template/templateSafety.ts';
import { median } from '../lib/stats.ts';
import { defaultPlaceholders } from '../../runtime/composition/defaultPlaceholders.tsx';

declare global {
  interface Window {
    runPipelineBench(template: string, rounds: number): Promise<Record<string, number>>;
  }
}

const nav = createTestNavContext();
const StandIn: PlaceholderComponent = ({ name }) => <span data-placeholder={name} />;
const standIns = Object.fromEntries(COMPONENT_TOKENS.map((name) => [name, StandIn]));
const env = createBrowserEnv();

function freshContainer(): HTMLElement {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return element;
}

/**
 * Chromium coarsens performance.now() to 0.1 ms, so one sample is the mean of a batch of runs,
 * each into its own fresh container.
 */
const BATCH = 10;

function timeBaseline(template: string): number {
  const containers = Array.from({ length: BATCH }, freshContainer);
  const start = performance.now();
  for (const container of containers) container.innerHTML = DOMPurify.sanitize(template);
  const elapsed = performance.now() - start;
  for (const container of containers) container.remove();
  return elapsed / BATCH;
}

function timePipeline(template: string, cold: boolean, liveWidgets = false): number {
  const roots = Array.from({ length: BATCH }, () => {
    const container = freshContainer();
    return { container, root: createRoot(container) };
  });
  let elapsed = 0;
  for (const { root } of roots) {
    if (cold) clearCompiledTemplates();
    const start = performance.now();
    flushSync(() =>
      root.render(
        <NavProvider nav={nav} env={env}>
          <PlaceholderRegistryProvider defaults={defaultPlaceholders} placeholders={liveWidgets ? undefined : standIns}>
            <TemplateView name="bench" template={template} fallback="<div></div>" />
          </PlaceholderRegistryProvider>
        </NavProvider>,
      ),
    );
    elapsed += performance.now() - start;
  }
  for (const { root, container } of roots) {
    root.unmount();
    container.remove();
  }
  return elapsed / BATCH;
}

window.runPipelineBench = async (template, rounds) => {
  // The page's sanitizer is a chunk a cold view loads beside its first calls: loaded before timing.
  await loadPageSafety();
  const samples = { baseline: [] as number[], cold: [] as number[], warm: [] as number[], live: [] as number[] };
  // Warm-up: JIT and first-use costs are not what a page pays on each render.
  for (let i = 0; i < 5; i++) {
    timeBaseline(template);
    timePipeline(template, true);
    timePipeline(template, false);
  }
  for (let i = 0; i < rounds; i++) {
    samples.baseline.push(timeBaseline(template));
    samples.cold.push(timePipeline(template, true));
    samples.warm.push(timePipeline(template, false));
    samples.live.push(timePipeline(template, false, true));
    if (i % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const baseline = median(samples.baseline);
  const cold = median(samples.cold);
  const warm = median(samples.warm);
  const live = median(samples.live);
  return { baseline, cold, warm, live, coldRatio: cold / baseline, warmRatio: warm / baseline, liveRatio: live / baseline };
};
