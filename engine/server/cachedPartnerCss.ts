import { cssForStyleElement } from '../core/css/cssForStyleElement.ts';
import { partnerCssRootSelector } from '../core/css/partnerCssRootSelector.ts';
import { bytesOfText } from '../core/ssr/createContentCache.ts';
import { templateSetCache } from '../core/ssr/templateSetCache.ts';
import { partnerCssOfRoots, type PartnerCssInput } from './partnerCssOfRoots.ts';
import { partnerCssOrigins } from './partnerCssOrigins.ts';

interface KeptCss {
  css: string;
  warnings: readonly string[];
}

/**
 * partnerCssOfRoots, written for a `<style>` element (cssForStyleElement), read with postcss once
 * per content and policy and then taken from the process's templateSetCache. The key holds the
 * texts read (css, and cssHeader when the header is among the roots), the root selectors in order
 * and the allowed origins: all the output depends on. The warnings the CSS drew are kept with it
 * and told again on every render, so a render from the cache logs what the first one logged.
 */
export function cachedPartnerCss(kinds: readonly string[], input: PartnerCssInput): string {
  const { css = '', cssHeader = '' } = input.templates;
  if (!css && !(cssHeader && kinds.includes('header'))) return '';
  const texts = kinds.includes('header') ? [css, cssHeader] : [css];
  const policy = `partnerCss|${kinds.map((kind) => partnerCssRootSelector(kind)).join(',')}|${partnerCssOrigins(input.marketUrl, input.assetOrigins).join(' ')}`;
  const kept = templateSetCache.derive<KeptCss>(
    policy,
    texts,
    () => {
      const warnings: string[] = [];
      const scoped = partnerCssOfRoots(kinds, { ...input, warn: (message) => warnings.push(message) });
      return { css: cssForStyleElement(scoped), warnings };
    },
    (value) => value.warnings.reduce((sum, warning) => sum + bytesOfText(warning), bytesOfText(value.css)),
  );
  for (const warning of kept.warnings) input.warn?.(warning);
  return kept.css;
}
