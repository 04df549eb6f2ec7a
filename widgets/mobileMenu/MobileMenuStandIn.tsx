import { useNav } from '../../engine/react/context/NavContext.tsx';
import type { StandInProps } from '../../ui/lazy/lazyWidget.tsx';
import { PartStatus } from '../../ui/lazy/PartStatus.tsx';
import { HamburgerIcon } from './Hamburger.tsx';

/**
 * The mobile menu (MobileMenu.tsx) while its code loads: the hamburger. Pressed meanwhile, it asks
 * for the menu, which opens once it is there, and shows a loading state (or "could not load" and
 * a retry) under it until then.
 */
export function MobileMenuStandIn({ status, asked, load, ask, focusChanged, pressed }: StandInProps) {
  const nav = useNav();
  return (
    <div className="unav-mobile-menu" data-state="closed" data-stand-in="">
      <button
        type="button"
        className="unav-mobile-menu__hamburger"
        aria-expanded={false}
        aria-haspopup="dialog"
        aria-label={nav.t('unav.mobileMenu.open')}
        aria-busy={asked && status !== 'failed'}
        data-state="closed"
        onClick={() => ask('panel')}
        onPointerEnter={load}
        onPointerDown={() => pressed('pointer')}
        onKeyDown={(event) => {
          if (event.key === ' ') pressed('key');
        }}
        onFocus={() => {
          focusChanged(true);
          load();
        }}
        onBlur={() => focusChanged(false)}
      >
        <HamburgerIcon />
      </button>
      {asked ? (
        <div className="unav-mobile-menu__status">
          <PartStatus status={status} retry={load} loadingLabel={nav.t('unav.mobileMenu.label')} />
        </div>
      ) : null}
    </div>
  );
}
