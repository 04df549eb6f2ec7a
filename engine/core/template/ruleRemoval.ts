/** The template rules that take markup out (sanitizeTemplate's `enforceTemplateRules`). */
export type TemplateRule = 'runtimeClass' | 'opener' | 'labelOutside' | 'paintUrl' | 'htmlTitle';

/**
 * What a template rule took out, told to the template linter (`listRemovedMarkup`, which words the
 * reason: the texts stay out of the bundle): the element, and the attribute with its value as
 * written when an attribute (or part of one) went.
 */
interface RuleRemoval {
  element: Element;
  attribute?: { name: string; value: string };
  rule: TemplateRule;
}

export type OnRuleRemoval = (removal: RuleRemoval) => void;
