export const COMPANY_DROPDOWN_ID = 'company';

/** A company's name, cut at 12ex by CSS, the full name in the title (SPEC §9). */
export function CompanyName({ name }: { name: string }) {
  return (
    <span className="unav-company-name" title={name}>
      {name}
    </span>
  );
}
