import { createContext, useContext, type Context } from 'react';

/** Thrown by a context's hook outside its provider: a wiring mistake, named so it is found fast. */
class MissingProviderError extends Error {
  constructor(hook: string, provider: string) {
    super(`${hook} must be used inside <${provider}>`);
    this.name = 'MissingProviderError';
  }
}

/**
 * A React context that has no meaningful default (Radix's createContext): its hook throws a
 * MissingProviderError outside the provider instead of handing out a stand-in value.
 */
export function createRequiredContext<T>(provider: string): [Context<T | null>, (hook: string) => T] {
  const context = createContext<T | null>(null);
  context.displayName = provider;
  const useRequired = (hook: string): T => {
    const value = useContext(context);
    if (value === null) throw new MissingProviderError(hook, provider);
    return value;
  };
  return [context, useRequired];
}
