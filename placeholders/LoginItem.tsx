import { useNav } from '../engine/react/NavProvider.tsx';
import { marketLink } from './marketLink.ts';

export function LoginItem() {
  const nav = useNav();
  return (
    <a className="unav-button unav-button--ghost" href={marketLink(nav.config.marketUrl, '/login')}>
      {nav.t('unav.login')}
    </a>
  );
}
