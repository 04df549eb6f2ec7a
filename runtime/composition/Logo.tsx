import { useNav } from '../../engine/react/context/NavContext.tsx';
import { toImageUrl } from '../../engine/core/url/urlPolicy.ts';
import { logoLinkTarget } from '../../engine/core/nav/logoLink.ts';

/** The marketplace logo: the theme's or custom logo image if any, else the marketplace name. */
export function Logo() {
  const nav = useNav();
  const name = nav.settings.marketplaceName ?? 'Marketplace';
  // The theme's logo, else the custom logo, each only as an image URL the URL policy allows.
  const image = toImageUrl(nav.theme?.logoImage) ?? toImageUrl(nav.settings.customLogo);
  return (
    <a className="unav-logo" href={logoLinkTarget(nav)} aria-label={`${name} home`}>
      {image ? (
        <img className="unav-logo__image" src={image} alt="" />
      ) : (
        <span className="unav-logo__text">{name}</span>
      )}
    </a>
  );
}
