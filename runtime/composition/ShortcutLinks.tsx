import type { ReactNode } from 'react';
import { useNav } from '../../engine/react/context/NavContext.tsx';
import { getShortcutLinks, type ShortcutKind } from './shortcutLinks.ts';

const GLYPHS: Record<ShortcutKind, ReactNode> = {
  appwise: <path d="M5 6h22v4H5zm0 8h22v4H5zm0 8h14v4H5z" fill="currentColor" />,
  appinsight: <path d="M5 27V15h5v12zm8.5 0V5h5v22zM22 27V11h5v16z" fill="currentColor" />,
  marketplace: <path d="M6 6h20l2 8H4zm0 10h20v11H6zm6 3v6h8v-6z" fill="currentColor" />,
};

/** The app-wise, app-insight and marketplace shortcuts (SPEC §2), in the notification icons' style. */
export function ShortcutLinks() {
  const nav = useNav();
  return (
    <>
      {getShortcutLinks(nav).map((link) => (
        <a key={link.kind} className="unav-notifications__icon" data-shortcut={link.kind} href={link.href} aria-label={nav.t(link.labelKey)} title={nav.t(link.labelKey)}>
          <svg className="unav-notifications__svg" viewBox="0 0 32 32" width="20" height="20" aria-hidden="true" focusable="false">
            {GLYPHS[link.kind]}
          </svg>
        </a>
      ))}
    </>
  );
}
