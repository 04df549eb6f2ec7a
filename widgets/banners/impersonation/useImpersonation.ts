import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNav, useNavEnv } from '../../../engine/react/context/NavContext.tsx';
import { navigation } from '../page/navigation.ts';
import { endImpersonation } from './api.ts';
import { impersonationRedirect } from './impersonationRedirect.ts';
import { clearOriginalPage, readOriginalPage } from './originalPage.ts';
import { impersonationReducer, initialImpersonationState, type ImpersonationState } from './state.ts';

// SPEC §9.
const IMPERSONATION_SHOW_DELAY_MS = 300;

interface ImpersonationHandle {
  state: ImpersonationState;
  name: string;
  email: string;
  onEndClick(): void;
  onConfirmCancel(): void;
  onConfirmEnd(): void;
}

export function useImpersonation(): ImpersonationHandle {
  const nav = useNav();
  const env = useNavEnv();
  const [state, dispatch] = useReducer(impersonationReducer, initialImpersonationState);
  const phaseRef = useRef(state.phase);
  phaseRef.current = state.phase;
  const mounted = useRef(true);
  const impersonated = nav.user.impersonated;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!impersonated) return;
    const timer = setTimeout(() => dispatch({ type: 'ShowDelayElapsed' }), IMPERSONATION_SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [impersonated]);

  const onConfirmEnd = useCallback(() => {
    if (phaseRef.current !== 'confirming') return;
    dispatch({ type: 'ConfirmEndClicked' });
    endImpersonation(env, nav.config.marketUrl).then(
      () => {
        if (!mounted.current) return;
        dispatch({ type: 'EndSucceeded' });
        const target = impersonationRedirect(readOriginalPage(env.sessionStorage), env.location.origin);
        clearOriginalPage(env.sessionStorage);
        navigation.assign(target);
      },
      () => {
        env.log.warn('End impersonation failed');
        if (mounted.current) dispatch({ type: 'EndFailed' });
      },
    );
  }, [env, nav.config.marketUrl]);

  return {
    state,
    name: nav.user.name,
    email: nav.user.email,
    onEndClick: () => dispatch({ type: 'EndClicked' }),
    onConfirmCancel: () => dispatch({ type: 'ConfirmCancelClicked' }),
    onConfirmEnd,
  };
}
