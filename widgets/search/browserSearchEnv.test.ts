import { expect, it } from 'vitest';
import { browserSearchEnv } from './browserSearchEnv.ts';

it('reads the live page location', () => {
  const env = browserSearchEnv();
  window.location.hash = '#!/list/page/1/search=crm';
  expect(env.location.hash).toBe('#!/list/page/1/search=crm');
  expect(env.location.origin).toBe(window.location.origin);
  window.location.hash = '';
});

it('stores through window.localStorage', () => {
  const env = browserSearchEnv();
  env.localStorage.setItem('searchWidget.test', '1');
  expect(window.localStorage.getItem('searchWidget.test')).toBe('1');
  expect(env.localStorage.keys()).toContain('searchWidget.test');
});
