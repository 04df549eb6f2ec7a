import { openState } from '../../ui/openState.ts';
import { PartStatus } from '../../ui/lazy/PartStatus.tsx';
import { useMobileMenu } from './useMobileMenu.ts';

/** The menu of narrow screens (below 1024px, by CSS): three panels behind a hamburger button (SPEC §2). */
export function MobileMenu() {
  const { nav, state, panels, hamburgerProps, panelProps, onRootKeyDown, showPanel, back, close } = useMobileMenu();
  return (
    <div className="unav-mobile-menu" data-state={openState(state.open)} onKeyDown={onRootKeyDown}>
      <button className="unav-mobile-menu__hamburger" {...hamburgerProps}>
        <svg viewBox="0 0 32 32" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 8h24v2H4zm0 7h24v2H4zm0 7h24v2H4z" fill="currentColor" />
        </svg>
      </button>
      <nav className="unav-mobile-menu__panel" {...panelProps}>
        <button type="button" className="unav-mobile-menu__close" aria-label={nav.t('unav.mobileMenu.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <div className="unav-mobile-menu__content" data-panel-content="">
          {/* Once their chunk is there the panels stay rendered, hidden with the menu, as before the split. */}
          {panels.module ? (
            <panels.module.MobileMenuPanels nav={nav} state={state} onShow={showPanel} onBack={back} />
          ) : state.open ? (
            <PartStatus status={panels.status} retry={panels.load} loadingLabel={nav.t('unav.mobileMenu.label')} />
          ) : null}
        </div>
      </nav>
    </div>
  );
}
