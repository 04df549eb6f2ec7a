import { useState } from 'react';
import { useNav } from '../engine/react/NavProvider.tsx';
import { isAllowedUrl } from '../engine/core/template/urlPolicy.ts';
import { userInitials } from './userInitials.ts';

/** The user's picture, or the initials of their name when there is none (or it fails to load). */
export function UserImage() {
  const { user } = useNav();
  const [broken, setBroken] = useState(false);
  if (user.state === 'loggedout') return null;
  const picture = user.picture && isAllowedUrl(user.picture) && !broken ? user.picture : undefined;
  return (
    <span className="unav-avatar" aria-hidden="true">
      {picture ? <img src={picture} alt="" onError={() => setBroken(true)} /> : userInitials(user.name)}
    </span>
  );
}
