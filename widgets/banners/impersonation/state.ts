/**
 * Impersonation banner (SPEC §4): hidden, then shown after 300 ms; End Session asks to confirm;
 * while the call is pending the buttons are disabled; a failure shows the banner again, a
 * success leaves the page (ended).
 */
type ImpersonationStatus = 'hidden' | 'shown' | 'confirming' | 'pending' | 'ended';

export interface ImpersonationState {
  status: ImpersonationStatus;
}

export type ImpersonationAction =
  | { type: 'ShowDelayElapsed' }
  | { type: 'EndClick' }
  | { type: 'ConfirmCancelClick' }
  | { type: 'ConfirmEndClick' }
  | { type: 'EndFailed' }
  | { type: 'EndSucceeded' };

export const initialImpersonationState: ImpersonationState = { status: 'hidden' };

export function impersonationReducer(state: ImpersonationState, action: ImpersonationAction): ImpersonationState {
  const from = (expected: ImpersonationStatus, to: ImpersonationStatus) =>
    state.status === expected ? { status: to } : state;
  switch (action.type) {
    case 'ShowDelayElapsed':
      return from('hidden', 'shown');
    case 'EndClick':
      return from('shown', 'confirming');
    case 'ConfirmCancelClick':
      return from('confirming', 'shown');
    case 'ConfirmEndClick':
      return from('confirming', 'pending');
    case 'EndFailed':
      return from('pending', 'shown');
    case 'EndSucceeded':
      return from('pending', 'ended');
  }
}

/** The End Session buttons do nothing while the call runs or after it succeeded. */
export function isEndDisabled(state: ImpersonationState): boolean {
  return state.status === 'pending' || state.status === 'ended';
}
