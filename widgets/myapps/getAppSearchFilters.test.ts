import type { AppAssignment } from '../../engine/core/wire/marketTypes.ts';
import { getAppSearchFilters, type AppSearchFilter } from './getAppSearchFilters.ts';

const typed = (type?: string): AppAssignment => ({ name: 'x', ...(type ? { universalNavigatorProductType: type } : {}) });

describe('Appwise/Appinsight search filters show only when those product types exist in My Apps and merchant nav is off', () => {
  it.each<[string, AppAssignment[] | undefined, boolean | undefined, AppSearchFilter[]]>([
    ['both types', [typed('APPINSIGHT'), typed('APPWISE')], false, ['appwise', 'appinsights']],
    ['Appwise only', [typed('APPWISE'), typed()], undefined, ['appwise']],
    ['Appinsight only', [typed('APPINSIGHT')], false, ['appinsights']],
    ['other types only', [typed('OTHER'), typed()], false, []],
    ['both types, merchant nav enabled', [typed('APPWISE'), typed('APPINSIGHT')], true, []],
    ['no My Apps content', undefined, false, []],
  ])('%s', (_name, content, merchantNav, expected) => {
    expect(getAppSearchFilters(content, merchantNav)).toEqual(expected);
  });
});
