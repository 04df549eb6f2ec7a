import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRequiredContext } from '../context/createRequiredContext.ts';
import {
  createPlaceholderRegistry,
  getHostPlaceholders,
  onHostPlaceholdersChange,
  type PlaceholderComponent,
  type PlaceholderRegistry,
} from './registry.ts';

const [RegistryContext, useRegistry] = createRequiredContext<PlaceholderRegistry>('PlaceholderRegistryProvider');

interface Props {
  /** The composition's placeholders, under the host's registered ones. */
  defaults: Readonly<Record<string, PlaceholderComponent>>;
  /** Placeholders for this root only, on top of the defaults and the page's registered ones. */
  placeholders?: Readonly<Record<string, PlaceholderComponent>>;
  children: ReactNode;
}

/** The default placeholders with the host's registered ones on top; follows later registrations. */
export function PlaceholderRegistryProvider({ defaults, placeholders, children }: Props) {
  const [version, setVersion] = useState(0);
  useEffect(() => onHostPlaceholdersChange(() => setVersion((v) => v + 1)), []);
  const registry = useMemo(
    () => createPlaceholderRegistry(defaults, new Map([...getHostPlaceholders(), ...Object.entries(placeholders ?? {})])),
    // a registration bumps the version so the registry is rebuilt
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [version, defaults, placeholders],
  );
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function usePlaceholderRegistry(): PlaceholderRegistry {
  return useRegistry('usePlaceholderRegistry');
}
