/**
 * The accent- and case-folded names the quick search compares with the whole text (exact names, names starting with
 * the text), as SQL over the table's own columns. They are the expressions of the b-tree `text_pattern_ops` indexes of
 * migration 0006_quick_search_speed.sql and must stay identical to them (PostgreSQL uses an expression index only for
 * the same expression). Contacts have two, first + last name and last + first name, indexed for active contacts only.
 */
export const QUICK_SEARCH_KEY_SQL = {
  companies: `lower(f_unaccent(name))`,
  contactFullName: `lower(f_unaccent(first_name || ' ' || last_name))`,
  contactReversedName: `lower(f_unaccent(last_name || ' ' || first_name))`,
  news: `lower(f_unaccent(title))`,
  conferences: `lower(f_unaccent(name))`,
} as const;
