import type { NavEnv } from '../env.ts';

/**
 * An env that is `env` but for `overrides`. The rest is inherited, not copied: a member `env` reads
 * live (the browser env's location, a getter) stays live, and a member `env` itself inherits (an
 * env made by this function) is there too. A spread would do neither.
 */
export function overrideEnv(env: NavEnv, overrides: Partial<NavEnv>): NavEnv {
  const members: PropertyDescriptorMap = {};
  for (const [name, value] of Object.entries(overrides)) members[name] = { value, enumerable: true };
  return Object.create(env, members) as NavEnv;
}
