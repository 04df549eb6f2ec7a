import type { TargetConfig } from '../core/config/navConfig.ts';

/** The element a config names, or null (the caller warns: a missing target is not an error). */
export function resolveTarget(doc: Document, target: TargetConfig | undefined): Element | null {
  if (!target) return null;
  if (typeof target.target !== 'string') return target.target;
  try {
    return doc.querySelector(target.target);
  } catch {
    return null; // an invalid selector names nothing
  }
}
