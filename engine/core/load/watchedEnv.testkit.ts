import type { NavEnv } from '../env.ts';
import type { HeaderData } from './loadHeaderData.ts';

/** The env with every storage write, cookie set and call recorded (and still made). */
export function watched(env: NavEnv) {
  const writes: string[] = [];
  const { localStorage: storage, cookies } = env;
  return {
    writes,
    env: {
      ...env,
      fetch: (...args: Parameters<typeof fetch>) => (writes.push(`fetch ${String(args[0])}`), env.fetch(...args)),
      localStorage: {
        getItem: (key: string) => storage.getItem(key),
        keys: () => storage.keys(),
        setItem: (key: string, value: string) => (writes.push(`set ${key}`), storage.setItem(key, value)),
        removeItem: (key: string) => (writes.push(`remove ${key}`), storage.removeItem(key)),
      },
      cookies: {
        get: (name: string) => cookies.get(name),
        set: (...args: Parameters<NavEnv['cookies']['set']>) => (writes.push(`cookie ${args[0]}`), cookies.set(...args)),
        remove: (name: string) => (writes.push(`cookie- ${name}`), cookies.remove(name)),
      },
    } satisfies NavEnv,
  };
}

/** A render as data: its texts function by what it answers. */
export const comparable = (data: HeaderData | null) => data && { ...JSON.parse(JSON.stringify(data)) as object, login: data.nav.t('unav.login') };
