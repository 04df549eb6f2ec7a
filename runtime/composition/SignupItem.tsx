import { useNav } from '../../engine/react/context/NavContext.tsx';
import { getStaticLink } from '../../engine/core/nav/staticLinks.ts';
import { showSignupLink } from '../../engine/core/nav/showSignupLink.ts';

/** SPEC §6: sign-up is hidden when the hide-sign-up flag is set. */
export function SignupItem() {
  const nav = useNav();
  if (!showSignupLink(nav)) return null;
  return (
    <a className="unav-button unav-button--primary" href={getStaticLink(nav.config.marketUrl, 'signup')}>
      {nav.t('unav.signup')}
    </a>
  );
}
