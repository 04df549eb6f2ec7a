import type { PlaceholderRegistry } from '../registry/registry.ts';
import type { TemplateValues } from '../../core/template/templateValues.ts';
import { createRequiredContext } from '../context/createRequiredContext.ts';

export interface TemplateRuntime {
  values: TemplateValues;
  registry: PlaceholderRegistry;
  marketUrl: string;
  /** The user of this render is not confirmed: user-bound placeholders render a stand-in. */
  userPending: boolean;
}

const [TemplateRuntimeContext, useTemplateRuntimeValue] = createRequiredContext<TemplateRuntime>('TemplateView');

export { TemplateRuntimeContext };

export function useTemplateRuntime(): TemplateRuntime {
  return useTemplateRuntimeValue('useTemplateRuntime');
}
