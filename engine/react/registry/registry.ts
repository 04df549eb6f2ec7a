import type { ComponentType } from 'react';

/** What a placeholder component receives: its token name (one component may serve several). */
export interface PlaceholderProps {
  name: string;
}

export type PlaceholderComponent = ComponentType<PlaceholderProps>;

export interface PlaceholderRegistry {
  get(name: string): PlaceholderComponent | undefined;
  names(): string[];
}

/** A registry of the defaults with a host's additions and overrides on top. */
export function createPlaceholderRegistry(
  defaults: Readonly<Record<string, PlaceholderComponent>>,
  overrides: ReadonlyMap<string, PlaceholderComponent> = new Map(),
): PlaceholderRegistry {
  return {
    get: (name) => overrides.get(name) ?? defaults[name],
    names: () => [...new Set([...Object.keys(defaults), ...overrides.keys()])],
  };
}

const hostPlaceholders = new Map<string, PlaceholderComponent>();
const listeners = new Set<() => void>();

/**
 * Adds or replaces a placeholder for every nav root of the page. A name must be camelCase, like the
 * template tokens; mounted roots re-render with the new component.
 */
export function registerPlaceholder(name: string, component: PlaceholderComponent): void {
  if (!/^[a-z][A-Za-z0-9]*$/.test(name)) throw new TypeError(`Placeholder names are camelCase: '${name}'`);
  hostPlaceholders.set(name, component);
  for (const listener of listeners) listener();
}

export function getHostPlaceholders(): ReadonlyMap<string, PlaceholderComponent> {
  return hostPlaceholders;
}

export function onHostPlaceholdersChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
