import { partnerCssRootSelector } from '../../core/css/partnerCssRootSelector.ts';
import type { HeaderData } from '../../core/load/loadHeaderData.ts';
import type { NavEnv } from '../../core/env.ts';
import { withReadableColours } from '../../core/theme/readableThemeVariables.ts';
import type { NavComposition } from './composition.ts';
import { NavProvider } from '../context/NavContext.tsx';
import { PlaceholderRegistryProvider } from '../registry/PlaceholderRegistryProvider.tsx';
import { usePartnerCss } from '../styles/usePartnerCss.ts';
import { useRuntimeStyles } from '../styles/useRuntimeStyles.ts';
import { TemplateView } from '../template/TemplateView.tsx';
import { useClearOnLogout } from './useClearOnLogout.ts';

export type NavRootKind = 'header' | 'footer' | 'search';

interface Props {
  kind: NavRootKind;
  data: HeaderData;
  env: NavEnv;
  composition: NavComposition;
  /** Marks the session's user logged out (SPEC §8); a root without a session has none. */
  markLoggedOut?: () => void;
  /** The preview this root belongs to (PreviewRoots): its partner CSS is scoped to that preview's roots. Live roots have none. */
  previewId?: number;
}

/**
 * One nav root: providers, partner CSS, and the template of its slot (header, footer), or the
 * search widget alone (the `search` target, an element with id adsearch on most pages).
 */
export function NavRoot({ kind, data, env, composition, markLoggedOut, previewId }: Props) {
  const { Frame, Banners, Search } = composition;
  const { nav, templateSet } = data;
  const slot = kind === 'header' ? nav.template : 'footer';
  const templates = templateSet.templates;
  const scope = partnerCssRootSelector(kind, previewId);
  useRuntimeStyles(composition.stylesheets);
  usePartnerCss({ css: templates.css, cssHeader: kind === 'header' ? templates.cssHeader : undefined }, scope, nav.config.marketUrl, nav.config.assetOrigins);
  const clearOnLogout = useClearOnLogout(nav, env, composition.userData);
  return (
    <NavProvider nav={nav} env={env} {...(markLoggedOut ? { markLoggedOut } : {})}>
      <PlaceholderRegistryProvider defaults={composition.placeholders}>
        <Frame>
          <div
            className="unav-root"
            data-unav-root={kind}
            data-unav-preview={previewId}
            // The language chosen in the language select may not be the host page's (SPEC §4).
            lang={nav.config.locale}
            data-layout={kind === 'search' ? undefined : slot}
            data-partner={nav.config.partner}
            data-display-mode={nav.displayMode}
            data-user-state={nav.user.state}
            data-navigation={nav.navigation}
            data-position={kind === 'header' && nav.config.isPositionFixed ? 'fixed' : undefined}
            style={withReadableColours(nav.theme?.variables)}
            onClick={clearOnLogout}
          >
            {/* SPEC §4: the banners belong to the standard navigation, like the widgets. */}
            {kind === 'header' && nav.navigation === 'standard' && <Banners />}
            {kind === 'search' ? (
              <Search />
            ) : (
              <TemplateView name={slot} template={templates[slot]} fallback={composition.templates[slot]} />
            )}
          </div>
        </Frame>
      </PlaceholderRegistryProvider>
    </NavProvider>
  );
}
