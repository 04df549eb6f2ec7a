import { useRef } from 'react';
import { useNav } from '../../engine/react/context/NavContext.tsx';
import { toImageUrl } from '../../engine/core/url/urlPolicy.ts';
import { logoLinkTarget } from '../../engine/core/nav/logoLink.ts';
import { logoMonogram } from '../../engine/core/nav/logoMonogram.ts';
import { useLogoFit } from './useLogoFit.ts';

/**
 * The marketplace logo: the theme's or custom logo image if any, else the marketplace name. An
 * image logo shrunk into the room a bar leaves would show its words at 3 to 10px: in a phone's bar
 * (nav.css), and wherever menus leave its box too narrow (data-fit, useLogoFit), it gives way to
 * the theme's compact logo (logoImageCompact) or, without one, to the name's initial. data-compact
 * says which of the two; the link's name is the marketplace's either way.
 */
export function Logo() {
  const nav = useNav();
  const name = nav.settings.marketplaceName ?? 'Marketplace';
  // The theme's logo, else the custom logo, each only as an image URL the URL policy allows.
  const image = toImageUrl(nav.theme?.logoImage) ?? toImageUrl(nav.settings.customLogo);
  const compact = image ? toImageUrl(nav.theme?.logoImageCompact) : undefined;
  const boxRef = useRef<HTMLAnchorElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const fit = useLogoFit(boxRef, imageRef, image);
  if (!image) {
    return (
      <a className="unav-logo" href={logoLinkTarget(nav)} aria-label={`${name} home`}>
        <span className="unav-logo__text">{name}</span>
      </a>
    );
  }
  return (
    <a ref={boxRef} className="unav-logo" href={logoLinkTarget(nav)} aria-label={`${name} home`} data-compact={compact ? 'image' : 'monogram'} data-fit={fit}>
      <img ref={imageRef} className="unav-logo__image" src={image} alt="" />
      {compact ? (
        // Fetched only once shown: most pages show the whole logo.
        <img className="unav-logo__compact" src={compact} alt="" loading="lazy" />
      ) : (
        <span className="unav-logo__monogram" aria-hidden="true">
          {logoMonogram(name)}
        </span>
      )}
    </a>
  );
}
