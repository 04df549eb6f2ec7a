import type { AppAssignment } from '../../engine/core/wire/marketTypes.ts';

/**
 * The assignments call, in the launcher's `data-status`. 'loggedOut': the call failed, which marks
 * the user logged out (SPEC §8).
 */
export type MyAppsStatus = 'loading' | 'ready' | 'loggedOut';

export interface MyAppsState {
  status: MyAppsStatus;
  apps: AppAssignment[];
}

type MyAppsAction =
  | { type: 'AssignmentsRequested' }
  | { type: 'AssignmentsLoaded'; apps: AppAssignment[] }
  | { type: 'AssignmentsFailed' };

export const initialMyAppsState: MyAppsState = { status: 'loading', apps: [] };

// Events name what happened, in the past tense (TriggerClicked), never a command.
export function myAppsReducer(state: MyAppsState, action: MyAppsAction): MyAppsState {
  switch (action.type) {
    case 'AssignmentsRequested':
      return { ...state, status: 'loading' };
    case 'AssignmentsLoaded':
      return { status: 'ready', apps: action.apps };
    case 'AssignmentsFailed':
      // A failed call shows no apps.
      return { status: 'loggedOut', apps: [] };
  }
}
