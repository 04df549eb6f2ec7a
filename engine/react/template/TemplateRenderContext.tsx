import { createContext } from 'react';
import type { CompiledTemplate } from './compiledTemplateCache.ts';

/**
 * How a root's templates are compiled. `markup`: static elements carry their content as HTML
 * (a server render, and the client render that hydrates it: both must give the same tree), with
 * `compile`, which makes them safe with the server's sanitizer or the page's. Without `compile`, a
 * live root compiles with the page's template safety (TemplateView).
 */
export interface TemplateRender {
  markup: boolean;
  compile?: (template: string, marketUrl: string, runtimeTemplate: boolean) => CompiledTemplate;
}

export const TemplateRenderContext = createContext<TemplateRender>({ markup: false });
