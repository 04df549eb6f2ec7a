import { createContext } from 'react';
import type { TemplateSanitizer } from '../../core/template/sanitizeTemplate.ts';

/**
 * How a root's templates are compiled. `markup`: static elements carry their content as HTML
 * (a server render, and the client render that hydrates it: both must give the same tree).
 * `sanitize`: the sanitizer of a render that has no page window (a server brings its own).
 */
export interface TemplateRender {
  markup: boolean;
  sanitize?: TemplateSanitizer;
}

export const TemplateRenderContext = createContext<TemplateRender>({ markup: false });
