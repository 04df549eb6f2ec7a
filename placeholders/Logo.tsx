import { useNav } from '../engine/react/NavProvider.tsx';
import { isAllowedUrl } from '../engine/core/template/urlPolicy.ts';
import { logoTarget } from './logoTarget.ts';
import { marketLink } from './marketLink.ts';

/** The marketplace logo: the custom logo image if any, else the marketplace name as a wordmark. */
export function Logo() {
  const nav = useNav();
  const name = nav.settings.marketplaceName ?? 'Marketplace';
  const image = nav.settings.customLogo;
  return (
    <a className="unav-logo" href={marketLink(nav.config.marketUrl, logoTarget(nav))} aria-label={`${name} home`}>
      {image && isAllowedUrl(image) ? (
        <img className="unav-logo__image" src={image} alt="" />
      ) : (
        <span className="unav-logo__text">{name}</span>
      )}
    </a>
  );
}
