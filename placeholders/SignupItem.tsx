import { useNav } from '../engine/react/NavProvider.tsx';
import { marketLink } from './marketLink.ts';

/** SPEC §6: sign-up is hidden when the hide-sign-up flag is set. */
export function SignupItem() {
  const nav = useNav();
  if (nav.settings.hideSignup) return null;
  return (
    <a className="unav-button unav-button--primary" href={marketLink(nav.config.marketUrl, '/signup')}>
      {nav.t('unav.signup')}
    </a>
  );
}
