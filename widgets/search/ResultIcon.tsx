/**
 * Result icons (SPEC §2, §9): inline SVGs on a 32 by 32 viewBox for the known content types, a
 * result image when there is one, and the default icon when the image fails or the type is unknown.
 */
import { useState } from 'react';
import { toImageUrl } from '../../engine/core/url/urlPolicy.ts';
import { ICON_VIEW_BOX, RESULT_ICON_SIZE } from './constants.ts';

// A rounded 9 by 9 square drawn from its top edge, for the app icon's grid.
const tile = 'h5a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2z';

/** One stroked path per icon (circles and rounded rectangles as arcs), on a 32 by 32 viewBox. */
const ICON_PATHS = {
  app: `M7 5${tile}m13 0${tile}m-13 13${tile}m13 0${tile}`,
  contact: 'M11 11a5 5 0 1 0 10 0a5 5 0 1 0-10 0M6 27c1.5-5 5.5-8 10-8s8.5 3 10 8',
  invoice: 'M8 4h16v24l-4-2-4 2-4-2-4 2zM12 11h8M12 16h8M12 21h5',
  order: 'M4 6h4l3 15h14l3-11H10M11 26a2 2 0 1 0 4 0a2 2 0 1 0-4 0M21 26a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  page: 'M8 4h11l6 6v18H8zM19 4v6h6',
  payment: 'M6 8h20a3 3 0 0 1 3 3v11a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V11a3 3 0 0 1 3-3zM3 13h26M8 20h6',
  subscription: 'M26 12a10 10 0 0 0-18-3M6 20a10 10 0 0 0 18 3M8 4v5h5M24 28v-5h-5',
  default: 'M6 14a8 8 0 1 0 16 0a8 8 0 1 0-16 0M20 20l7 7',
} as const;

type IconName = keyof typeof ICON_PATHS;

function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_PATHS, name);
}

function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className={name === 'default' ? 'unav-search__icon unav-search__icon--default' : 'unav-search__icon'}
      data-icon={name}
      viewBox={ICON_VIEW_BOX}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

export function ResultIcon({ imageUrl: value, contentType }: { imageUrl?: string; contentType?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // An image URL from a search answer: one the URL policy refuses shows the default icon, as a failed one does.
  const imageUrl = toImageUrl(value);
  if (imageUrl && failedUrl !== imageUrl) {
    return <img className="unav-search__icon" src={imageUrl} alt="" width={RESULT_ICON_SIZE} height={RESULT_ICON_SIZE} onError={() => setFailedUrl(imageUrl)} />;
  }
  const type = value ? 'default' : (contentType?.toLowerCase() ?? 'default');
  return <Icon name={isIconName(type) ? type : 'default'} />;
}
