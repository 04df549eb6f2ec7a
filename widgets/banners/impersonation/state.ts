/**
 * Impersonation banner (SPEC §4), its phase in `data-phase`: hidden, then shown after 300 ms; End
 * Session asks to confirm; while the call is pending the buttons are disabled; a failure shows the
 * banner again, a success leaves the page (ended).
 */
export type ImpersonationPhase = 'hidden' | 'shown' | 'confirming' | 'pending' | 'ended';

export interface ImpersonationState {
  phase: ImpersonationPhase;
}

export type ImpersonationAction =
  | { type: 'ShowDelayElapsed' }
  | { type: 'EndClicked' }
  | { type: 'ConfirmCancelClicked' }
  | { type: 'ConfirmEndClicked' }
  | { type: 'EndFailed' }
  | { type: 'EndSucceeded' };

export const initialImpersonationState: ImpersonationState = { phase: 'hidden' };

// Events name what happened, in the past tense (TriggerClicked), never a command.
export function impersonationReducer(state: ImpersonationState, action: ImpersonationAction): ImpersonationState {
  const from = (expected: ImpersonationPhase, to: ImpersonationPhase) =>
    state.phase === expected ? { phase: to } : state;
  switch (action.type) {
    case 'ShowDelayElapsed':
      return from('hidden', 'shown');
    case 'EndClicked':
      return from('shown', 'confirming');
    case 'ConfirmCancelClicked':
      return from('confirming', 'shown');
    case 'ConfirmEndClicked':
      return from('confirming', 'pending');
    case 'EndFailed':
      return from('pending', 'shown');
    case 'EndSucceeded':
      return from('pending', 'ended');
  }
}

/** The End Session buttons do nothing while the call runs or after it succeeded. */
export function isEndDisabled(state: ImpersonationState): boolean {
  return state.phase === 'pending' || state.phase === 'ended';
}
