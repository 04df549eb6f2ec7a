import { marketLink } from './marketLink.ts';

/** /profile/{userId}, only if the id is known (SPEC §2). */
export function getProfileLink(marketUrl: string, userId: string | undefined): string | undefined {
  return userId ? marketLink(marketUrl, `/profile/${encodeURIComponent(userId)}`) : undefined;
}

/** /companies/{companyId}, only if the id is known (SPEC §2). */
export function getCompanyLink(marketUrl: string, companyId: string | undefined): string | undefined {
  return companyId ? marketLink(marketUrl, `/companies/${encodeURIComponent(companyId)}`) : undefined;
}
