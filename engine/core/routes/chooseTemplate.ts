import type { TemplateName } from '../wire/marketTypes.ts';
import { isCheckoutPath } from './isCheckoutPath.ts';
import { isSsoPath } from './isSsoPath.ts';

interface TemplateChoiceInputs {
  pathname: string;
  /** The host's word on whether this is a checkout step; defaults to the path rule. */
  checkout?: boolean;
  /** An explicit template override (config.template). */
  override?: TemplateName;
  userId?: string | null;
}

/** SPEC §2, template choice order: SSO, checkout, explicit override, headerIn with a user id, else headerOut. */
export function chooseTemplate(inputs: TemplateChoiceInputs): TemplateName {
  if (isSsoPath(inputs.pathname)) return 'headerSso';
  if (inputs.checkout ?? isCheckoutPath(inputs.pathname)) return 'headerCheckout';
  if (inputs.override) return inputs.override;
  return inputs.userId ? 'headerIn' : 'headerOut';
}
