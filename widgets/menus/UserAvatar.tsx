import { toImageUrl } from '../../engine/core/url/urlPolicy.ts';
import { useUserMenu } from './useUserMenu.ts';

/**
 * The userImage placeholder: the profile picture, or the initials of the first and last word of
 * the name (SPEC §5). Decorative: the first name beside it names the control. Sized by the
 * stylesheet, never an inline style, so the output holds no style attribute a CSP could object to.
 */
export function UserAvatar({ size = 32 }: { size?: number }) {
  const { picture: value, initials } = useUserMenu();
  // The profile picture comes from the API: only an image URL the URL policy allows.
  const picture = toImageUrl(value);
  if (picture) {
    return <img className="unav-avatar unav-avatar-picture" src={picture} alt="" width={size} height={size} />;
  }
  return (
    <span className="unav-avatar unav-avatar-initials" aria-hidden="true">
      {initials}
    </span>
  );
}

