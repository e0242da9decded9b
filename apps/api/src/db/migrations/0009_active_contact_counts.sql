-- One definition of who counts as a company's contact: its ACTIVE contacts (src/db/company-contact-count.ts). Data
-- loaded before this migration counted every contact in companies.contact_count: recount once (the loader keeps it).
UPDATE companies c SET contact_count = counted.n
FROM (SELECT company.id, count(p.id) FILTER (WHERE p.active) AS n
      FROM companies company LEFT JOIN contacts p ON p.company_id = company.id
      GROUP BY company.id) AS counted
WHERE counted.id = c.id AND c.contact_count IS DISTINCT FROM counted.n;
