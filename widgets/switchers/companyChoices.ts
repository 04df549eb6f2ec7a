import type { NavContext } from '../../engine/core/context/navContext.ts';

export interface CompanyOption {
  id: string;
  name: string;
}

/** The user's companies and the current one, as the navigation context has them. */
export function companyChoices(nav: NavContext): { companies: CompanyOption[]; currentId: string | undefined; shown: boolean } {
  const companies = nav.memberships.map(({ company }) => ({ id: company.uuid, name: company.name }));
  // The switcher shows only with more than one membership (SPEC §5).
  return { companies, currentId: nav.user.companyId ?? nav.bootstrap.CompanyInfo?.uuid, shown: companies.length > 1 };
}

/** The name the switcher's trigger shows for a company id. */
export function companyName(nav: NavContext, companies: readonly CompanyOption[], id: string | undefined): string {
  return companies.find((company) => company.id === id)?.name ?? nav.bootstrap.CompanyInfo?.name ?? '';
}
