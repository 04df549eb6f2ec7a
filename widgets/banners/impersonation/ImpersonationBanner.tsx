import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useNav } from '../../../engine/react/context/NavContext.tsx';
import { ImpersonationBox } from './ImpersonationBox.tsx';
import { isImpersonationBoxShown } from './isImpersonationBoxShown.ts';
import { isEndDisabled } from './state.ts';
import { useImpersonation } from './useImpersonation.ts';

/**
 * Tells a superuser acting as another user who they are logged in as, with a way out
 * (SPEC §1, §4). The name and email are shown as text.
 */
export function ImpersonationBanner() {
  const nav = useNav();
  const { state, name, email, onEndClick, onConfirmCancel, onConfirmEnd } = useImpersonation();
  const endRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmTextId = useId();
  const previous = useRef(state.phase);
  const disabled = isEndDisabled(state);
  const dialogOpen = state.phase === 'confirming' || state.phase === 'pending';

  useEffect(() => {
    const from = previous.current;
    previous.current = state.phase;
    if (state.phase === 'confirming') cancelRef.current?.focus();
    // Focus stays in the dialog while its buttons are disabled.
    else if (state.phase === 'pending') dialogRef.current?.focus();
    else if (state.phase === 'shown' && (from === 'confirming' || from === 'pending')) endRef.current?.focus();
  }, [state.phase]);

  // Its box is there from the first render (and while a cached user is confirmed), empty until the
  // 300 ms delay ends: the banner's words appear later, but nothing below it moves then.
  const emptyBox = <ImpersonationBox />;
  if (!isImpersonationBoxShown(nav)) return null;
  if (!nav.user.impersonated) return emptyBox;
  if (state.phase === 'hidden') return emptyBox;

  const onDialogKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && state.phase === 'confirming') {
      event.stopPropagation();
      onConfirmCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    // A modal keeps focus inside: Tab cycles between its two buttons.
    const buttons = Array.from(dialogRef.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? []);
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="unav-banner unav-impersonation-banner"
      role="region"
      aria-label={nav.t('unav.impersonation.label')}
      data-phase={state.phase}
    >
      <p className="unav-banner-text">
        {nav.t('unav.impersonation.message')} <strong className="unav-impersonation-name">{name}</strong>
        {email ? <span className="unav-impersonation-email"> ({email})</span> : null}
      </p>
      <button ref={endRef} type="button" className="unav-banner-button" disabled={disabled} onClick={onEndClick}>
        {nav.t('unav.impersonation.end')}
      </button>
      {dialogOpen ? (
        <div className="unav-confirm-backdrop">
          <div
            ref={dialogRef}
            className="unav-confirm"
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={confirmTextId}
            aria-busy={state.phase === 'pending'}
            tabIndex={-1}
            data-phase={state.phase}
            onKeyDown={onDialogKeyDown}
          >
            <p id={confirmTextId} className="unav-confirm-text">
              {nav.t('unav.impersonation.confirm')}
            </p>
            <div className="unav-confirm-actions">
              <button type="button" className="unav-banner-button unav-banner-button--primary" disabled={disabled} onClick={onConfirmEnd}>
                {nav.t('unav.impersonation.end')}
              </button>
              <button ref={cancelRef} type="button" className="unav-banner-button" disabled={disabled} onClick={onConfirmCancel}>
                {nav.t('unav.cancel')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
