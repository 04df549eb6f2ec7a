import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { trimStartTags } from './trimStartTags.ts';
import { dropHtmlTitles } from './dropHtmlTitles.ts';
import { HEADER_PROFILE } from './headerProfile.ts';
import { enforceLinkRel } from './enforceLinkRel.ts';
import { findTokenNodes } from './findTokenNodes.ts';
import type { OnRuleRemoval, TemplateRule } from './ruleRemoval.ts';
import { dropRuntimeClasses } from './runtimeClasses.ts';
import { prefixTemplateIds } from './templateIds.ts';
import { isAllowedUrl } from '../url/urlPolicy.ts';

export interface SanitizedTemplate {
  /** The sanitized template's nodes, under a body element of an inert document. */
  root: Element;
  /** Nodes that carry a token: text nodes with a marker and elements with a marker in an attribute. */
  tokenNodes: Node[];
}

export interface SanitizeOptions {
  /**
   * The runtime's own default template, which uses the runtime's classes (`unav-header`, ...);
   * a partner's template may not. [false]
   */
  runtimeTemplate?: boolean;
}

export type TemplateSanitizer = (markedTemplate: string, options?: SanitizeOptions) => SanitizedTemplate;


/** URL attributes, namespaced ones included (`*|href` matches xlink:href). */
const URL_SELECTOR = '[src], [href], [*|href]';

/**
 * What the profile alone cannot say, done with native selectors after sanitizing rather than with
 * per-node hooks (which cost as much as the sanitizing itself):
 * - DOMPurify keeps data: URLs on images; our URL policy refuses every data: URL;
 * - <use> may only point inside the template (an external reference loads another document).
 */
function enforceUrlPolicy(root: Element, onRemove?: (element: Element, attribute: Attr) => void): void {
  for (const element of root.querySelectorAll(URL_SELECTOR)) {
    // eslint-disable-next-line unicorn/no-useless-spread -- a copy: removing an attribute changes the live map
    for (const attribute of [...element.attributes]) {
      const name = attribute.localName;
      if (name !== 'src' && name !== 'href') continue;
      const local = element.localName === 'use' && !attribute.value.startsWith('#');
      if (local || !isAllowedUrl(attribute.value)) {
        element.removeAttributeNode(attribute);
        onRemove?.(element, attribute);
      }
    }
  }
}

/**
 * The rules that keep partner markup inside the nav, after the profile and the URL policy: no
 * opener for another window, ids that cannot clobber the host's (references kept), SVG url() only
 * inside the template, no HTML <title>, and no runtime classes in a partner template.
 */
export function enforceTemplateRules(root: Element, options: SanitizeOptions = {}, onRemove?: OnRuleRemoval): void {
  enforceLinkRel(root, onRemove);
  prefixTemplateIds(root, onRemove);
  dropHtmlTitles(root, onRemove);
  if (!options.runtimeTemplate) dropRuntimeClasses(root, onRemove);
}

const purifiers = new WeakMap<object, DOMPurify>();

function purifierFor(windowLike: WindowLike): DOMPurify {
  let purify = purifiers.get(windowLike);
  if (!purify) {
    // Our own instance, so our configuration never changes a host page's DOMPurify. The profile is
    // parsed once: passing it to every sanitize() call would rebuild its sets each time.
    purify = createDOMPurify(windowLike);
    // Without a DOM, DOMPurify hands back its input unsanitized: refuse rather than render that.
    if (!purify.isSupported) throw new TypeError('universal-nav: the template sanitizer needs a DOM window, e.g. new JSDOM(\'\').window on a server (npm install jsdom)');
    purify.setConfig(HEADER_PROFILE);
    purifiers.set(windowLike, purify);
  }
  return purify;
}

/** Sanitizes a marked template with the strict header profile, in the given window. */
export function createTemplateSanitizer(windowLike: WindowLike): TemplateSanitizer {
  const purify = purifierFor(windowLike);
  return (markedTemplate, options) => {
    const template = trimStartTags(markedTemplate);
    const root = purify.sanitize(template) as unknown as Element;
    enforceUrlPolicy(root);
    enforceTemplateRules(root, options);
    return { root, tokenNodes: findTokenNodes(root, template) };
  };
}

/** One piece of a template the header profile takes out. */
export type RemovedMarkup =
  | { kind: 'element'; element: string }
  | { kind: 'attribute' | 'url'; element: string; attribute: string; value: string }
  /** Taken out by a rule of `enforceTemplateRules`, which says why. */
  | { kind: 'rule'; element: string; attribute?: string; value?: string; reason: string };

/** Why each template rule takes markup out, for the partner (the linter): not in the render path. */
const RULE_REASONS: Record<TemplateRule, string> = {
  runtimeClass: 'classes starting with "unav-" are the runtime\'s own and are removed: name partner classes otherwise',
  opener: 'rel "opener" is removed: a page the link opens never gets window.opener',
  labelOutside: 'for may point only at an element of the same template, never at the host page',
  paintUrl: 'url() may point only at an element the template defines (url(#id)): anything else loads from outside the template',
  htmlTitle: 'an HTML <title> is removed: only an SVG <title> (an icon\'s name) is kept',
};

/**
 * What sanitizing a marked template removes, in document order as DOMPurify reports it, then the
 * URLs the URL policy refuses, then what the template rules take out (each with its reason). For
 * the template linter, which reads partner templates: the render path never asks for it.
 */
export function listRemovedMarkup(windowLike: WindowLike, markedTemplate: string, options: SanitizeOptions = {}): RemovedMarkup[] {
  const purify = purifierFor(windowLike);
  const root = purify.sanitize(markedTemplate) as unknown as Element;
  // Elements the HTML parser puts in the document head (a leading <link>, <meta>, <style>, <title>)
  // never reach the body DOMPurify returns, so DOMPurify does not list them.
  const { DOMParser } = windowLike as unknown as { DOMParser: new () => DOMParser };
  const head = new DOMParser().parseFromString(markedTemplate, 'text/html').head;
  const removed: RemovedMarkup[] = [...head.children].map((element) => ({ kind: 'element' as const, element: element.localName }));
  for (const entry of purify.removed as { element?: Node; attribute?: Attr | null; from?: Element }[]) {
    if (entry.attribute && entry.from) {
      removed.push({ kind: 'attribute', element: entry.from.localName, attribute: entry.attribute.name, value: entry.attribute.value });
    } else if (entry.element?.nodeType === 1) {
      removed.push({ kind: 'element', element: (entry.element as Element).localName });
    }
  }
  enforceUrlPolicy(root, (element, attribute) => {
    removed.push({ kind: 'url', element: element.localName, attribute: attribute.name, value: attribute.value });
  });
  enforceTemplateRules(root, options, ({ element, attribute, rule }) => {
    removed.push({ kind: 'rule', element: element.localName, ...(attribute ? { attribute: attribute.name, value: attribute.value } : {}), reason: RULE_REASONS[rule] });
  });
  return removed;
}
