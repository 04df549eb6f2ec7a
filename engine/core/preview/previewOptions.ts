import type { BootstrapContext, HeaderThemeSettings, TemplateName, TemplateSlot } from '../wire/marketTypes.ts';

/** An unsaved template set: any subset of the slots the template server reads. */
export type PreviewTemplates = Partial<Record<TemplateSlot, string>>;

/** Which roots a preview shows: the header, the footer, or both stacked (header first). */
export type PreviewRoots = 'header' | 'footer' | 'both';

/** What a theme editor hands to UniversalNav.preview / <TemplatePreview> (README "Preview API"). */
export interface PreviewOptions {
  /** The template set to show; a missing or empty slot shows the default template. */
  templates?: PreviewTemplates;
  /** The header layout to show. [the runtime's choice for the user: headerIn signed in, headerOut a visitor] */
  layout?: TemplateName;
  /** Which roots to show. ['both'] */
  show?: PreviewRoots;
  /** The user and channel settings to show. [a visitor with default settings] */
  bootstrap?: BootstrapContext;
  /** Header theme settings, as the published header theme has them. [no theme] */
  theme?: HeaderThemeSettings;
  /** Texts by key, over the set's own and the built-in ones. [none] */
  translations?: Readonly<Record<string, string>>;
  /** The marketplace the links and partner CSS URLs point at; nothing is requested from it. [the page's origin] */
  marketUrl?: string;
  /** The partner whose rules apply. [the bootstrap's, else the platform's] */
  partner?: string;
  /** The locale of the texts. [the bootstrap's, else en-US] */
  locale?: string;
}
