import { joinUrl } from '../url/joinUrl.ts';

/** /profile/{userId}, only if the id is known (SPEC §2). */
export function getProfileLink(marketUrl: string, userId: string | undefined): string | undefined {
  return userId ? joinUrl(marketUrl, `/profile/${encodeURIComponent(userId)}`) : undefined;
}

/** /companies/{companyId}, only if the id is known (SPEC §2). */
export function getCompanyLink(marketUrl: string, companyId: string | undefined): string | undefined {
  return companyId ? joinUrl(marketUrl, `/companies/${encodeURIComponent(companyId)}`) : undefined;
}
