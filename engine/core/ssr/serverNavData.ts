import type { TemplateSet } from '../wire/marketTypes.ts';
import type { NavContext } from '../context/navContext.ts';
import type { HeaderData } from '../load/loadHeaderData.ts';
import { translatorTexts } from '../translations/createTranslator.ts';
import { toPageSafeConfig } from './toPageSafeConfig.ts';

/** The id of the page's `<script type="application/json">` that carries the server's data. */
export const SERVER_NAV_DATA_ID = 'unav-data';

/** Raised (with ServerNavData's `version`) when the shape changes, so a page rendered by another version is not read. */
export const SERVER_NAV_DATA_VERSION: ServerNavData['version'] = 1;

/**
 * What a server render sends to the page for hydration: the header data it rendered, as JSON.
 * The translator becomes its table (`texts`); the bearer token stays on the server and the CSP
 * nonce is left out (toPageSafeConfig).
 */
export interface ServerNavData {
  version: 1;
  /** The server's clock at render: the client's first render reads the same year. */
  renderedAt: number;
  /** The address of the page the server rendered. */
  url: string;
  nav: Omit<NavContext, 't'>;
  texts: Record<string, string>;
  templateSet: TemplateSet;
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
