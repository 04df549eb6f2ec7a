import { createContext, useContext } from 'react';
import type { PlaceholderRegistry } from '../../../placeholders/registry.ts';
import type { TemplateValues } from '../../core/template/templateValues.ts';

export interface TemplateRuntime {
  values: TemplateValues;
  registry: PlaceholderRegistry;
  marketUrl: string;
  /** The user of this render is not confirmed: user-bound placeholders render a stand-in. */
  userPending: boolean;
}

export const TemplateRuntimeContext = createContext<TemplateRuntime | null>(null);

export function useTemplateRuntime(): TemplateRuntime {
  const runtime = useContext(TemplateRuntimeContext);
  if (!runtime) throw new Error('useTemplateRuntime must be used inside <TemplateRuntimeContext.Provider>');
  return runtime;
}
