import { useNav } from '../../engine/react/context/NavContext.tsx';
import type { LazyModuleStatus } from '../../engine/core/load/lazyModule.ts';

interface PartStatusProps {
  status: LazyModuleStatus;
  /** Tries the load again. */
  retry: () => void;
  /** What the loading state says to assistive technology ('Loading cart'). */
  loadingLabel: string;
}

/**
 * What a panel shows while its part loads (a spinner with a name) or when it could not load (a
 * message and a button to try again): the rest of the nav stays usable either way.
 */
export function PartStatus({ status, retry, loadingLabel }: PartStatusProps) {
  const nav = useNav();
  if (status === 'failed') {
    return (
      <div className="unav-part-status" data-status="failed" role="alert">
        <span>{nav.t('unav.part.failed')}</span>
        <button type="button" className="unav-part-status__retry" onClick={retry}>
          {nav.t('unav.part.retry')}
        </button>
      </div>
    );
  }
  return <div className="unav-part-status" data-status="loading" role="status" aria-label={loadingLabel} />;
}
