import { useMemo } from 'react';
import type { NavEnv } from '../../core/env.ts';
import { composePreviewData } from '../../core/preview/composePreviewData.ts';
import type { PreviewOptions } from '../../core/preview/previewOptions.ts';
import type { NavComposition } from '../composition.ts';
import { NavRoot } from '../NavRoot.tsx';

interface Props {
  options: PreviewOptions;
  env: NavEnv;
  composition: NavComposition;
  pageOrigin: string;
}

/**
 * The header and/or footer of a preview, through the published roots (NavRoot): the same
 * sanitizer, compiled-template cache, placeholders and partner CSS scoping. No session: nothing
 * loads, and a failed widget call marks no one logged out.
 */
export function PreviewRoots({ options, env, composition, pageOrigin }: Props) {
  const data = useMemo(() => composePreviewData(env, options, pageOrigin), [env, options, pageOrigin]);
  const show = options.show ?? 'both';
  return (
    <>
      {show !== 'footer' && <NavRoot kind="header" data={data} env={env} composition={composition} />}
      {show !== 'header' && <NavRoot kind="footer" data={data} env={env} composition={composition} />}
    </>
  );
}
