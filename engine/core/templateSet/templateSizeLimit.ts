import type { TemplateSlot } from '../wire/marketTypes.ts';

/**
 * The largest markup template (headerIn, headerOut, headerSso, headerCheckout, footer) the runtime
 * renders, in characters: 256 Ki, about thirteen times the largest partner template we know of
 * (20 k). Beyond it the slot renders its default: a template that large is a mistake or an attack,
 * and every page view would pay to sanitize it. The stylesheets' limits are set apart.
 */
export const MAX_TEMPLATE_LENGTH = 256 * 1024;

const MARKUP_SLOTS = new Set<TemplateSlot>(['headerIn', 'headerOut', 'headerSso', 'headerCheckout', 'footer']);

/** True when the slot holds markup and the template is too large for it; `warn` is told why. */
export function exceedsTemplateLimit(slot: TemplateSlot, template: string, warn?: (message: string) => void): boolean {
  if (!MARKUP_SLOTS.has(slot) || template.length <= MAX_TEMPLATE_LENGTH) return false;
  warn?.(`Template ${slot}: ${template.length} characters, over the 256 kB limit (${MAX_TEMPLATE_LENGTH}); the default renders instead`);
  return true;
}
