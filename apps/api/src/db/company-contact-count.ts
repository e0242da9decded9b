import type { Database } from './database';

/**
 * Who counts as a company's contact, everywhere: its ACTIVE contacts. The company card's `nb_contacts`
 * (`companies.contact_count`, kept by {@link refreshCompanyContactCounts}), the company page's contact list and its
 * total use this one condition, so a badge never says 7 above a list of 6 (docs/company-pages.md "Counts").
 */
export function countedContact(alias: string): string {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`countedContact: not an alias: ${alias}`);
  return `${alias}.active`;
}

/** Sets every company's `contact_count` to the number of its counted contacts (the loader, after a load). */
export async function refreshCompanyContactCounts(db: Database): Promise<void> {
  await db.query(
    `UPDATE companies c SET contact_count = counted.n
     FROM (SELECT company.id, count(p.id) FILTER (WHERE ${countedContact('p')}) AS n
           FROM companies company LEFT JOIN contacts p ON p.company_id = company.id
           GROUP BY company.id) AS counted
     WHERE counted.id = c.id AND c.contact_count IS DISTINCT FROM counted.n`,
  );
}
