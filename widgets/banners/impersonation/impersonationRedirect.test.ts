import { expect, it } from 'vitest';
import { impersonationRedirect } from './impersonationRedirect.ts';

const origin = 'https://market.example.com';

it.each([
  ['/account/apps?tab=2#top', '/account/apps?tab=2#top'],
  ['https://market.example.com/channel/dashboard', '/channel/dashboard'],
  ['/superuser/companies/42', '/superuser/dashboard#users'],
  ['/superuser', '/superuser/dashboard#users'],
  ['/superuserish', '/superuserish'],
  [null, '/home'],
  ['', '/home'],
  ['//evil.example/path', '/home'],
  ['javascript:alert(1)', '/home'],
  ['https://other.example/phish', '/home'],
  ['http://market.example.com/home', '/home'],
  ['/\\evil.example', '/home'],
  ['\\\\evil.example', '/home'],
  ['/account\n/x', '/home'],
  ['account/apps', '/home'],
  ['data:text/html,hi', '/home'],
  // Normalization turns these into '//host', a URL of another origin.
  ['/.//evil.example', '/home'],
  ['/././/evil.example/x', '/home'],
  ['/a/..//evil.example', '/home'],
  ['/%2e//evil.example', '/home'],
  ['/\\/evil.example', '/home'],
  ['\\/\\/evil.example', '/home'],
  ['/./account', '/account'],
])('impersonation end redirects %j to %s', (saved, target) => {
  expect(impersonationRedirect(saved, origin)).toBe(target);
});
