import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultPlaceholders } from '../../placeholders/defaultPlaceholders.tsx';
import {
  createPlaceholderRegistry,
  type PlaceholderComponent,
  getHostPlaceholders,
  onHostPlaceholdersChange,
  type PlaceholderRegistry,
} from '../../placeholders/registry.ts';

const RegistryContext = createContext<PlaceholderRegistry | null>(null);

interface Props {
  children: ReactNode;
  /** Placeholders for this root only, on top of the defaults and the page's registered ones. */
  placeholders?: Readonly<Record<string, PlaceholderComponent>>;
}

/** The default placeholders with the host's registered ones on top; follows later registrations. */
export function PlaceholderRegistryProvider({ children, placeholders }: Props) {
  const [version, setVersion] = useState(0);
  useEffect(() => onHostPlaceholdersChange(() => setVersion((v) => v + 1)), []);
  const registry = useMemo(
    () => createPlaceholderRegistry(defaultPlaceholders, new Map([...getHostPlaceholders(), ...Object.entries(placeholders ?? {})])),
    // a registration bumps the version so the registry is rebuilt
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [version, placeholders],
  );
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function usePlaceholderRegistry(): PlaceholderRegistry {
  const registry = useContext(RegistryContext);
  return registry ?? createPlaceholderRegistry(defaultPlaceholders, getHostPlaceholders());
}
