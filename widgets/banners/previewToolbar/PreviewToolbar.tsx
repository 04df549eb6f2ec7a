import type { ReactNode } from 'react';
import { useNav, useNavEnv } from '../../../engine/react/context/NavContext.tsx';
import { formatPublishedDate } from './formatPublishedDate.ts';
import { lastModifiedText } from './lastModifiedText.ts';
import { usePreviewSession } from './usePreviewSession.ts';
import { usePreviewToolbar } from './usePreviewToolbar.ts';

/** The theme or product preview toolbar, whichever the preview session holds (SPEC §2, §4). */
export function PreviewToolbar() {
  const nav = useNav();
  const env = useNavEnv();
  const { active, cancel } = usePreviewSession();
  const { state, version, hide, show } = usePreviewToolbar(active);
  if (active.kind === 'none') return null;

  const label = nav.t(active.kind === 'theme' ? 'unav.preview.theme' : 'unav.preview.product');
  if (state.mode === 'minimized') {
    return (
      <div className="unav-preview-toolbar" data-kind={active.kind} data-mode="minimized">
        <button type="button" className="unav-preview-show" onClick={show}>
          {nav.t('unav.preview.show')}
        </button>
      </div>
    );
  }

  let details: ReactNode;
  if (active.kind === 'theme') {
    const published = formatPublishedDate(version?.publishedDate, nav.config.locale);
    details = (
      <>
        <span className="unav-preview-name">{version?.name ?? ''}</span>
        {version?.isLive ? (
          <span className="unav-preview-live">
            {nav.t('unav.preview.live')}
          </span>
        ) : null}
        {published ? <span className="unav-preview-meta">{nav.t('unav.preview.published', published)}</span> : null}
      </>
    );
  } else {
    const modified = lastModifiedText(state.product.lastModified, env.now(), nav.t);
    details = (
      <>
        <span className="unav-preview-name">{state.product.name ?? ''}</span>
        {modified ? <span className="unav-preview-meta">{nav.t('unav.preview.lastModified', modified)}</span> : null}
      </>
    );
  }

  return (
    <div
      className="unav-preview-toolbar"
      role="region"
      aria-label={label}
      aria-busy={active.kind === 'product' && state.productStatus === 'loading'}
      data-kind={active.kind}
      data-mode="fullscreen"
    >
      <div className="unav-preview-details">{details}</div>
      <div className="unav-preview-actions">
        <button type="button" className="unav-banner-button" onClick={hide}>
          {nav.t('unav.preview.hide')}
        </button>
        <button type="button" className="unav-banner-button" onClick={cancel}>
          {nav.t('unav.cancel')}
        </button>
      </div>
    </div>
  );
}
