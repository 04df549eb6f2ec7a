import type { NavConfig } from '../config/navConfig.ts';
import type { NavEnv } from '../env.ts';
import { composeHeaderData, type HeaderData } from '../load/composeHeaderData.ts';
import { builtInTexts } from '../translations/builtInTexts.ts';
import { overlayTexts } from '../translations/overlayTexts.ts';
import type { PreviewOptions } from './previewOptions.ts';

/**
 * A header render from preview options alone, synchronously: the same composition a published
 * header goes through (composeHeaderData), with the options standing in for every answer the
 * network would give. The bootstrap counts as live (the editor chose the user to show), flags are
 * off and the add-on links come from the bootstrap's copy.
 */
export function composePreviewData(env: NavEnv, options: PreviewOptions, pageOrigin: string): HeaderData {
  const bootstrap = options.bootstrap ?? {};
  const config: NavConfig = {
    marketUrl: options.marketUrl || pageOrigin,
    cache: false,
    ...(options.partner ? { partner: options.partner } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.layout ? { template: options.layout } : {}),
  };
  return composeHeaderData(env, config, {
    bootstrap,
    userId: bootstrap.CurrentUser?.uuid,
    live: true,
    // The platform's translations stand over the built-in texts, as a fetched answer does.
    translations: options.translations ? overlayTexts(builtInTexts, options.translations) : builtInTexts,
    templateSet: { templates: { ...options.templates }, translations: {}, assets: {} },
    ...(options.theme ? { headerSettings: options.theme } : {}),
  });
}
