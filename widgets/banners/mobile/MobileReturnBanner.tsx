import { useNav, useNavEnv } from '../../../engine/react/context/NavContext.tsx';
import { PREVIEW_COOKIES } from '../../../engine/core/display/previewCookies.ts';
import { navigation } from '../page/navigation.ts';
import { isMobileReturnShown } from './isMobileReturnShown.ts';

interface MobileReturnBannerProps {
  /** The browser's user agent; read from navigator when omitted. */
  userAgent?: string;
}

/**
 * A mobile visitor who chose the desktop site (desktopVersion cookie '1') gets a way back
 * (SPEC §4): the click forgets the choice and reloads.
 */
export function MobileReturnBanner({ userAgent }: MobileReturnBannerProps) {
  const nav = useNav();
  const env = useNavEnv();
  const agent = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  if (!isMobileReturnShown(env, agent)) return null;
  const onClick = () => {
    env.cookies.remove(PREVIEW_COOKIES.desktopVersion);
    navigation.reload();
  };
  return (
    <div className="unav-banner unav-mobile-banner" role="region" aria-label={nav.t('unav.mobile.label')}>
      <button type="button" className="unav-banner-button" onClick={onClick}>
        {nav.t('unav.mobile.switch')}
      </button>
    </div>
  );
}
