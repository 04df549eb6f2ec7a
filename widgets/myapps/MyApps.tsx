import { getStaticLink } from '../../engine/core/nav/staticLinks.ts';
import { useNav } from '../../engine/react/context/NavContext.tsx';
import type { HandoverProps } from '../../ui/lazy/lazyWidget.tsx';
import { isMyAppsShown, MyAppsTriggerContent } from './MyAppsTrigger.tsx';
import { useMyApps } from './useMyApps.ts';

export interface MyAppsProps extends HandoverProps {
  /** Called when the assignments call fails, which marks the user logged out (SPEC §8). */
  onLoggedOut?: () => void;
}

function initial(name: string): string {
  return name.trim().charAt(0).toUpperCase();
}

/** The myApps placeholder, for the users isMyAppsShown names (SPEC §6). */
export function MyApps(props: MyAppsProps) {
  return isMyAppsShown(useNav()) ? <MyAppsLauncher {...props} /> : null;
}

/** The My Apps launcher: up to 9 app tiles in a dropdown and a "See all" link to /myapps. */
function MyAppsLauncher({ onLoggedOut, handover }: MyAppsProps) {
  const { nav, state, rootProps, triggerProps, menuProps, getItemProps } = useMyApps({ ...(onLoggedOut ? { onLoggedOut } : {}), handover });
  const title = nav.t('unav.myapps.title');
  return (
    <div className="unav-myapps" data-status={state.status} {...rootProps}>
      <button className="unav-myapps__trigger" {...triggerProps}>
        <MyAppsTriggerContent title={title} />
      </button>
      <div className="unav-myapps__dropdown" {...menuProps}>
        {state.status === 'loading' ? (
          <p className="unav-myapps__message" role="none" aria-live="polite">
            {nav.t('unav.myapps.loading')}
          </p>
        ) : null}
        {/* A failed call falls back silently (SPEC §8): no message, and not 'No applications yet', which would mislead. */}
        {state.status === 'ready' && state.apps.length === 0 ? (
          <p className="unav-myapps__message" role="none">
            {nav.t('unav.myapps.empty')}
          </p>
        ) : null}
        {state.apps.length > 0 ? (
          <ul className="unav-myapps__tiles" role="none">
            {state.apps.map((app, index) => (
              <li key={`${index}-${app.name}`} role="none">
                <a className="unav-myapps__tile" role="menuitem" href={app.launchUrl} {...getItemProps(index)}>
                  {app.imageUrl ? (
                    <img className="unav-myapps__image" src={app.imageUrl} alt="" width={40} height={40} />
                  ) : (
                    <span className="unav-myapps__image unav-myapps__image--initial" aria-hidden="true">
                      {initial(app.name)}
                    </span>
                  )}
                  <span className="unav-myapps__name">{app.name}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <a className="unav-myapps__see-all" role="menuitem" href={getStaticLink(nav.config.marketUrl, 'myapps')} {...getItemProps(state.apps.length)}>
          {nav.t('unav.myapps.seeAll')}
        </a>
      </div>
    </div>
  );
}
