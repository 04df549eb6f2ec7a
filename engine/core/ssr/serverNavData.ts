import type { TemplateSet, TemplateSlot } from '../wire/marketTypes.ts';
import type { NavContext } from '../context/navContext.ts';
import type { HeaderData } from '../load/loadHeaderData.ts';
import { translatorTexts } from '../translations/createTranslator.ts';
import { toPageSafeConfig } from './toPageSafeConfig.ts';

/** The id of the page's `<script type="application/json">` that carries the server's data. */
export const SERVER_NAV_DATA_ID = 'unav-data';

/**
 * Raised (with ServerNavData's `version`) when the shape changes, so a page rendered by another
 * version is not read. 2: a page's data may leave keys of the template set out (`omitted`).
 */
export const SERVER_NAV_DATA_VERSION: ServerNavData['version'] = 2;

/**
 * What a server render sends to the page for hydration: the header data it rendered, as JSON.
 * The translator becomes its table (`texts`); the bearer token stays on the server and the CSP
 * nonce is left out (toPageSafeConfig).
 */
export interface ServerNavData {
  version: 2;
  /** The server's clock at render: the client's first render reads the same year. */
  renderedAt: number;
  /** The address of the page the server rendered. */
  url: string;
  nav: Omit<NavContext, 't'>;
  texts: Record<string, string>;
  templateSet: TemplateSet;
  /**
   * The keys of the template set this data leaves out: a page's data (renderNav's `dataScript`)
   * carries only what the page's roots show. None in loadNavData's data, which holds the whole set.
   */
  omitted?: TemplateSlot[];
}

export function toServerNavData(data: HeaderData, renderedAt: number, url: string): ServerNavData {
  const { t, config, ...nav } = data.nav;
  return {
    version: SERVER_NAV_DATA_VERSION,
    renderedAt,
    url,
    nav: { ...nav, config: toPageSafeConfig(config) },
    texts: { ...translatorTexts(t) },
    templateSet: data.templateSet,
  };
}
