import { beforeEach, expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { jsonForScript } from './jsonForScript.ts';
import { pageDataJson } from './pageDataJson.ts';
import { toServerNavData, type ServerNavData } from './serverNavData.ts';
import { templateSetCache } from './templateSetCache.ts';

const page = (templates: Record<string, string>, firstName = 'Ada'): ServerNavData => ({
  ...toServerNavData({ nav: createTestNavContext({ user: { firstName } }), templateSet: { templates, translations: {}, assets: {} } }, 0, 'https://market.example.com/home'),
  omitted: ['headerOut'],
});

beforeEach(() => templateSetCache.clear());

it('writes what jsonForScript writes of the whole data', () => {
  const data = page({ headerIn: '<header>Hi {{userFirstName}} </script></header>', footer: '<footer>©</footer>' });
  expect(JSON.parse(pageDataJson(data))).toEqual(JSON.parse(jsonForScript(data)));
  expect(pageDataJson(data)).not.toContain('<');
});

it("writes the templates once per content, the request's own part every time", () => {
  const templates = { headerIn: '<header>in</header>', footer: '<footer>f</footer>' };
  const ada = JSON.parse(pageDataJson(page(templates, 'Ada'))) as ServerNavData;
  expect(templateSetCache.size).toBe(1);
  const grace = JSON.parse(pageDataJson(page({ ...templates }, 'Grace'))) as ServerNavData;
  expect(templateSetCache.size).toBe(1);
  expect([ada.nav.user.firstName, grace.nav.user.firstName]).toEqual(['Ada', 'Grace']);
  expect(grace.templateSet.templates).toEqual(templates);
  const other = JSON.parse(pageDataJson(page({ ...templates, footer: '<footer>g</footer>' }))) as ServerNavData;
  expect(other.templateSet.templates.footer).toBe('<footer>g</footer>');
});
