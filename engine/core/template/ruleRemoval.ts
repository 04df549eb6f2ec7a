/**
 * What a template rule took out, told to the template linter (`listRemovedMarkup`): the element,
 * the attribute and its value as written when an attribute (or part of one) went, and why.
 */
export interface RuleRemoval {
  element: Element;
  attribute?: { name: string; value: string };
  reason: string;
}

export type OnRuleRemoval = (removal: RuleRemoval) => void;
