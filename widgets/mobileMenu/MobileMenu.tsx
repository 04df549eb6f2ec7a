import type { HandoverProps } from '../../ui/lazy/lazyWidget.tsx';
import { openState } from '../../ui/openState.ts';
import { HamburgerIcon } from './Hamburger.tsx';
import { MobileMenuPanels } from './MobileMenuPanels.tsx';
import { useMobileMenu } from './useMobileMenu.ts';

/**
 * The menu of narrow screens (below 1024px, by CSS): a hamburger button that opens a modal sheet
 * (the whole width of a phone, a drawer over a dimmed page on wider screens) holding the three
 * panels (SPEC §2).
 */
export function MobileMenu({ handover }: HandoverProps) {
  const { nav, state, titleId, hamburgerProps, dialogProps, panelProps, showPanel, back, close } = useMobileMenu(handover);
  return (
    <div className="unav-mobile-menu" data-state={openState(state.open)}>
      <button className="unav-mobile-menu__hamburger" {...hamburgerProps}>
        <HamburgerIcon />
      </button>
      <dialog className="unav-mobile-menu__dialog" {...dialogProps}>
        <div className="unav-mobile-menu__bar">
          <h2 className="unav-mobile-menu__heading" id={titleId}>
            {nav.t('unav.mobileMenu.title')}
          </h2>
          <button type="button" className="unav-mobile-menu__close" aria-label={nav.t('unav.mobileMenu.close')} onClick={close}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" fill="currentColor" />
            </svg>
          </button>
        </div>
        <nav className="unav-mobile-menu__panel" {...panelProps}>
          <div className="unav-mobile-menu__content" data-panel-content="">
            <MobileMenuPanels nav={nav} state={state} onShow={showPanel} onBack={back} />
          </div>
        </nav>
      </dialog>
    </div>
  );
}
