import { normalizeTarget, relForLink } from './linkRel.ts';
import type { OnRuleRemoval } from './ruleRemoval.ts';

const OPENER = /(?:^|[\t\n\f\r ])opener(?:$|[\t\n\f\r ])/i;

/**
 * Every element with a target or a rel (links, SVG links) in a sanitized template: its target
 * trimmed, its rel from `relForLink`. Selected natively: most templates have few such elements.
 */
export function enforceLinkRel(root: Element, onRemove?: OnRuleRemoval): void {
  for (const element of root.querySelectorAll('[target], [rel]')) {
    const target = element.getAttribute('target');
    if (target !== null && target !== normalizeTarget(target)) element.setAttribute('target', normalizeTarget(target));
    const written = element.getAttribute('rel');
    const rel = relForLink(target, written);
    if (written !== null && OPENER.test(written)) {
      onRemove?.({ element, attribute: { name: 'rel', value: written }, rule: 'opener' });
    }
    if (rel === null) element.removeAttribute('rel');
    else if (rel !== element.getAttribute('rel')) element.setAttribute('rel', rel);
  }
}
