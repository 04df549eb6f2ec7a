import { initialMyAppsState, myAppsReducer } from './state.ts';

describe('My Apps state', () => {
  it('loaded apps are ready to show', () => {
    const apps = [{ name: 'Mail', launchUrl: 'https://mail.example.com' }];
    expect(myAppsReducer(initialMyAppsState, { type: 'AssignmentsLoaded', apps })).toEqual({ status: 'ready', apps });
  });

  it('a failed call marks the user logged out and shows no apps', () => {
    const ready = { status: 'ready' as const, apps: [{ name: 'Mail', launchUrl: 'https://mail.example.com' }] };
    expect(myAppsReducer(ready, { type: 'AssignmentsFailed' })).toEqual({ status: 'loggedOut', apps: [] });
  });

  it('a new request shows loading again', () => {
    expect(myAppsReducer({ status: 'loggedOut', apps: [] }, { type: 'AssignmentsRequested' }).status).toBe('loading');
  });
});
