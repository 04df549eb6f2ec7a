import type { OnRuleRemoval } from './ruleRemoval.ts';

/** The runtime's own class names start with this (any case): its masks, menus and panels. */
const RUNTIME_CLASS_PREFIX = 'unav-';

/** Elements whose class list may hold a runtime class; the filter below decides. */
const RUNTIME_CLASS_SELECTOR = `[class*="${RUNTIME_CLASS_PREFIX}" i]`;

/**
 * A class list without the runtime's classes, so that partner markup cannot borrow the runtime's
 * styles (a full-page mask, a fixed panel) to cover the host page; the partner's other classes stay.
 */
export function withoutRuntimeClasses(classList: string): string {
  return classNames(classList).filter((name) => !name.toLowerCase().startsWith(RUNTIME_CLASS_PREFIX)).join(' ');
}

function classNames(classList: string): string[] {
  return classList.split(/[\t\n\f\r ]+/).filter((name) => name !== '');
}

/** Removes runtime classes from every class attribute of a sanitized partner template. */
export function dropRuntimeClasses(root: Element, onRemove?: OnRuleRemoval): void {
  for (const element of root.querySelectorAll(RUNTIME_CLASS_SELECTOR)) {
    const value = element.getAttribute('class') ?? '';
    const kept = withoutRuntimeClasses(value);
    if (kept === classNames(value).join(' ')) continue;
    if (kept === '') element.removeAttribute('class');
    else element.setAttribute('class', kept);
    onRemove?.({ element, attribute: { name: 'class', value }, rule: 'runtimeClass' });
  }
}
