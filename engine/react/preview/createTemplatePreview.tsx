import { useMemo, type ComponentType } from 'react';
import type { PreviewOptions } from '../../core/preview/previewOptions.ts';
import { createPreviewEnv } from '../../browser/previewEnv.ts';
import type { NavComposition } from '../roots/composition.ts';
import { useValueOf } from '../roots/useValueOf.ts';
import { PreviewRoots } from './PreviewRoots.tsx';

/** The props of the template preview component. */
export interface TemplatePreviewProps {
  options: PreviewOptions;
}

export type TemplatePreviewComponent = ComponentType<TemplatePreviewProps>;

/** The preview as a React component of a composition, for editors that render React themselves. */
export function createTemplatePreview(composition: NavComposition): TemplatePreviewComponent {
  return function TemplatePreview({ options }: TemplatePreviewProps) {
    // Options built anew on every render but equal in value render nothing anew.
    const current = useValueOf(options);
    const pageOrigin = typeof window === 'undefined' ? '' : window.location.origin;
    const env = useMemo(() => createPreviewEnv(current.marketUrl || pageOrigin), [current.marketUrl, pageOrigin]);
    return <PreviewRoots options={current} env={env} composition={composition} pageOrigin={pageOrigin} />;
  };
}
