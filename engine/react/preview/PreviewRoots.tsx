import { useMemo, useState } from 'react';
import type { NavEnv } from '../../core/env.ts';
import { composePreviewData } from '../../core/preview/composePreviewData.ts';
import type { PreviewOptions } from '../../core/preview/previewOptions.ts';
import type { NavComposition } from '../roots/composition.ts';
import { NavRoot } from '../roots/NavRoot.tsx';

interface Props {
  options: PreviewOptions;
  env: NavEnv;
  composition: NavComposition;
  pageOrigin: string;
}

let previews = 0;

/** A number no other preview on the page has: its roots' `data-unav-preview`, which its partner CSS is scoped to. */
function nextPreviewId(): number {
  previews += 1;
  return previews;
}

/**
 * The header and/or footer of a preview, through the published roots (NavRoot): the same
 * sanitizer, compiled-template cache, placeholders and partner CSS scoping. No session: nothing
 * loads, and a failed widget call marks no one logged out. The roots are marked as this preview's
 * (one id for its life, kept across updates): its partner CSS styles them only, and the live
 * partner CSS on the same page does not reach them.
 */
export function PreviewRoots({ options, env, composition, pageOrigin }: Props) {
  const data = useMemo(() => composePreviewData(env, options, pageOrigin), [env, options, pageOrigin]);
  const [previewId] = useState(nextPreviewId);
  const show = options.show ?? 'both';
  return (
    <>
      {show !== 'footer' && <NavRoot kind="header" data={data} env={env} composition={composition} previewId={previewId} />}
      {show !== 'header' && <NavRoot kind="footer" data={data} env={env} composition={composition} previewId={previewId} />}
    </>
  );
}
