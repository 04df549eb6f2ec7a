import { MAX_APPS, selectLaunchableApps } from './selectLaunchableApps.ts';

const app = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  imageUrl: `https://cdn.example.com/${name}.png`,
  launchUrl: `https://apps.example.com/${name}`,
  userEntitlementStatus: 'ACTIVE',
  ...extra,
});

describe('only entries with a launch URL and status ACTIVE are kept, except in mock mode', () => {
  it.each<[string, unknown[], boolean, string[]]>([
    ['active with launch URL', [app('a')], false, ['a']],
    ['no launch URL', [app('a', { launchUrl: undefined }), app('b', { launchUrl: '' })], false, []],
    ['suspended', [app('a', { userEntitlementStatus: 'SUSPENDED' })], false, []],
    ['no status', [app('a', { userEntitlementStatus: undefined })], false, []],
    ['mock mode keeps any status', [app('a', { userEntitlementStatus: 'PENDING' }), app('b', { userEntitlementStatus: undefined })], true, ['a', 'b']],
    ['mock mode still needs a launch URL', [app('a', { launchUrl: undefined })], true, []],
    ['javascript: launch URL', [app('a', { launchUrl: 'javascript:alert(1)' })], true, []],
    ['not an app', [null, 'x', { launchUrl: 'https://x' }], true, []],
  ])('%s', (_name, entries, mock, names) => {
    expect(selectLaunchableApps(entries, mock).map((a) => a.name)).toEqual(names);
  });

  it('keeps up to 9 apps, in API order', () => {
    const many = Array.from({ length: 12 }, (_, i) => app(`app${i}`));
    const kept = selectLaunchableApps(many, false);
    expect(MAX_APPS).toBe(9);
    expect(kept.map((a) => a.name)).toEqual(['app0', 'app1', 'app2', 'app3', 'app4', 'app5', 'app6', 'app7', 'app8']);
  });

  it('drops an unsafe image URL but keeps the app', () => {
    expect(selectLaunchableApps([app('a', { imageUrl: 'javascript:x' })], false)).toEqual([
      { name: 'a', launchUrl: 'https://apps.example.com/a', userEntitlementStatus: 'ACTIVE' },
    ]);
  });

  it.each(['JaVaScRiPt:alert(1)', '&#106;avascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'data:text/html,x', 'vbscript:x'])(
    'an image URL %j is dropped; the URL policy\'s images stay',
    (hostile) => {
      const kept = selectLaunchableApps([app('a', { imageUrl: hostile }), app('b', { imageUrl: 'data:image/png;base64,iVBO' }), app('c', { imageUrl: '/img/c.png' })], false);
      expect(kept.map((entry) => entry.imageUrl)).toEqual([undefined, 'data:image/png;base64,iVBO', '/img/c.png']);
    },
  );

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,x', '//evil.example/x', '\\\\evil.example', '/\t/evil.example'])(
    'an app whose launch URL is %j is dropped',
    (hostile) => {
      expect(selectLaunchableApps([app('a', { launchUrl: hostile }), app('b')], false).map((entry) => entry.name)).toEqual(['b']);
    },
  );

  it('a response that is not a list gives no apps', () => {
    expect(selectLaunchableApps({ content: [] }, false)).toEqual([]);
  });
});
