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

  it('a response that is not a list gives no apps', () => {
    expect(selectLaunchableApps({ content: [] }, false)).toEqual([]);
  });
});
