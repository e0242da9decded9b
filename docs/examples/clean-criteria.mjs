// Clean a set of search criteria as core does before showing them as tags (prospecting §5), from plain Node.
//   npm run build -w @cible/core && node docs/examples/clean-criteria.mjs
import { cleanCriteria, SearchCriteriaSchema } from '@cible/core';

// Criteria as a user may leave them: blanks, duplicates, a department inside a chosen region, both bounds of a range.
const criteria = SearchCriteriaSchema.parse({
  job_keyword_list: [' directeur commercial ', 'directeur commercial', '  '],
  company_office_region_id_list: [101], // Auvergne-Rhône-Alpes
  company_office_department_id_list: [69, 75], // Rhône (in that region), Paris (not in it)
  company_workforce_lower_min: 10,
  company_workforce_upper_max: 500,
  news_publication_date_min: '2025-01-01',
  news_publication_date_max: '2025-03-31',
  company_office_city_list: [],
});

console.log(JSON.stringify(cleanCriteria(criteria), null, 2));
