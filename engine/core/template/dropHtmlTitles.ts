import type { OnRuleRemoval } from './ruleRemoval.ts';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * An HTML <title> in a template would be a second document title in the page (assistive
 * technology reads it); only SVG's <title>, which names an icon, stays.
 */
export function dropHtmlTitles(root: Element, onRemove?: OnRuleRemoval): void {
  // eslint-disable-next-line unicorn/no-useless-spread -- a copy: removing a title changes the live collection
  for (const title of [...root.getElementsByTagName('title')]) {
    if (title.namespaceURI !== HTML_NAMESPACE) continue;
    title.remove();
    onRemove?.({ element: title, rule: 'htmlTitle' });
  }
}
