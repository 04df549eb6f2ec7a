import { useNav } from '../../engine/react/context/NavContext.tsx';
import { getStaticLink } from '../../engine/core/nav/staticLinks.ts';

export function LoginItem() {
  const nav = useNav();
  return (
    <a className="unav-button unav-button--ghost" href={getStaticLink(nav.config.marketUrl, 'login')}>
      {nav.t('unav.login')}
    </a>
  );
}
