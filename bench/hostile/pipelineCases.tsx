/**
 * Hostile templates through the whole template pipeline in Chromium, as bench/pipeline runs it
 * (cold: tokenize, mark, read start tags, sanitize, find token nodes, parse, render), each aimed
 * at one scan. One case per line.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { COMPONENT_TOKENS } from '../../engine/core/template/tokenNames.ts';
import { createBrowserEnv } from '../../engine/browser/browserEnv.ts';
import { NavProvider } from '../../engine/react/context/NavContext.tsx';
import { PlaceholderRegistryProvider } from '../../engine/react/registry/PlaceholderRegistryProvider.tsx';
import { clearCompiledTemplates } from '../../engine/react/template/compiledTemplateCache.ts';
import { TemplateView } from '../../engine/react/template/TemplateView.tsx';
import type { PlaceholderComponent } from '../../engine/react/registry/registry.ts';
import { scopePartnerCssInBrowser } from '../../engine/react/styles/scopePartnerCssInBrowser.ts';
import type { HostileCase } from './measureDoublings.ts';
import { defaultPlaceholders } from '../../runtime/composition/defaultPlaceholders.tsx';

const nav = createTestNavContext();
const env = createBrowserEnv();
const StandIn: PlaceholderComponent = ({ name }) => <span data-placeholder={name} />;
const standIns = Object.fromEntries(COMPONENT_TOKENS.map((name) => [name, StandIn]));

/** The template pipeline, cold, into a fresh root that is removed afterwards. */
function renderTemplateCold(template: string): number {
  clearCompiledTemplates();
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <NavProvider nav={nav} env={env}>
        <PlaceholderRegistryProvider defaults={defaultPlaceholders} placeholders={standIns}>
          <TemplateView name="hostile" template={template} fallback="<div></div>" />
        </PlaceholderRegistryProvider>
      </NavProvider>,
    ),
  );
  const rendered = container.childElementCount;
  root.unmount();
  container.remove();
  return rendered;
}

const pipeline = (scan: string) => `template pipeline (${scan})`;
/** Partner CSS as the browser path reads it: the page's CSS parser, the policy, the scoped output. */
const partnerCss = (css: string) =>
  scopePartnerCssInBrowser(css, { field: 'css', rootSelector: '.unav-root', allowedOrigins: [location.origin] }, CSSStyleSheet).css.length;
const repeat = (text: string, times: number) => text.repeat(times);

export const PIPELINE_CASES: HostileCase[] = [
  { name: "'{{' x n in a template", subject: pipeline('tokenize'), n: 20_000, input: (n) => `<div>${repeat('{{', n)}</div>`, run: renderTemplateCold },
  { name: "'{{{' x n in a template", subject: pipeline('tokenize'), n: 15_000, input: (n) => `<div>${repeat('{{{', n)}</div>`, run: renderTemplateCold },
  { name: "'{{' x n in an attribute value", subject: pipeline('tokenize, trimStartTags'), n: 20_000, input: (n) => `<a title="${repeat('{{', n)}">x</a>`, run: renderTemplateCold },
  { name: 'attribute name of n letters before the one with a token', subject: pipeline('attributeNamesWithMarkers'), n: 10_000, input: (n) => `<a ${repeat('b', n)}="x" title="{{companyName}}">x</a>`, run: renderTemplateCold },
  { name: 'n tokens in one attribute value', subject: pipeline('attributeNamesWithMarkers, value filling'), n: 2_000, input: (n) => `<a title="${repeat('{{companyName}} ', n)}">x</a>`, run: renderTemplateCold },
  { name: 'n elements, each with a token in an attribute of its own name', subject: pipeline('attribute token search'), n: 250, input: (n) => Array.from({ length: n }, (_, i) => `<i aria-x${i}="{{companyName}}"></i>`).join(''), run: renderTemplateCold },
  // DOMPurify reads an element's attributes through Attr nodes, which Chromium finds by a linear search: not fixed here.
  { name: 'one element with n attributes (DOMPurify)', subject: pipeline('sanitize'), n: 250, input: (n) => `<p ${Array.from({ length: n }, (_, i) => `aria-x${i}="x"`).join(' ')}>x</p>`, run: renderTemplateCold },
  { name: 'n tags with an event handler', subject: pipeline('trimStartTags'), n: 1_000, input: (n) => repeat('<b onclick="go()">b</b>', n), run: renderTemplateCold },
  { name: "partner CSS: 'url(' x n", subject: 'scopePartnerCssInBrowser', n: 2_000, input: (n) => `.a{background:${repeat('url(', n)}}`, run: partnerCss },
  { name: "partner CSS: '}' x n and rules", subject: 'scopePartnerCssInBrowser', n: 1_000, input: (n) => repeat('} .a{color:red}', n), run: partnerCss },
  // Past 64 brackets deep a statement is dropped before the parser (boundCssNesting); 8n is near
  // where Chromium's parser crashed the tab before (16,000 levels).
  { name: 'partner CSS: a selector of n nested :is()', subject: 'scopePartnerCssInBrowser', n: 2_000, input: (n) => `.a${repeat(':is(', n)}.b${repeat(')', n)}{color:red}`, run: partnerCss },
  { name: 'partner CSS: style rules nested n deep', subject: 'scopePartnerCssInBrowser', n: 2_000, input: (n) => `${repeat('.a{', n)}color:red${repeat('}', n)}`, run: partnerCss },
  { name: 'partner CSS: n rules nested 64 deep, each within the bound', subject: 'scopePartnerCssInBrowser', n: 20, input: (n) => repeat(`${repeat('.a{', 64)}color:red${repeat('}', 64)}`, n), run: partnerCss },
  { name: "n unclosed '<a on'", subject: pipeline('trimStartTags'), n: 2_000, input: (n) => repeat('<a on', n), run: renderTemplateCold },
];
