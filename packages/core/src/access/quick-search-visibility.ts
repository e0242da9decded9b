import { can } from './ability';
import type { Ability } from './ability';

/** The quick-search columns and the "see more" links a user sees. */
export interface QuickSearchVisibility {
  readonly companies: boolean;
  readonly contacts: boolean;
  readonly news: boolean;
  readonly conferences: boolean;
  readonly allResults: boolean;
}

/**
 * Which quick-search columns a user sees: each column needs QUICK_SEARCH and its own sub-subject;
 * the "see more" links need QUICK_SEARCH_ALL_RESULTS.
 * @rule app-shell §6 · quick search and its sub-subjects companies, contacts, news, conferences, all results
 */
export function quickSearchColumnsFor(ability: Ability): QuickSearchVisibility {
  const box = can(ability, 'read', 'QUICK_SEARCH');
  return {
    companies: box && can(ability, 'read', 'QUICK_SEARCH_COMPANIES'),
    contacts: box && can(ability, 'read', 'QUICK_SEARCH_CONTACTS'),
    news: box && can(ability, 'read', 'QUICK_SEARCH_NEWS'),
    conferences: box && can(ability, 'read', 'QUICK_SEARCH_CONFERENCES'),
    allResults: box && can(ability, 'read', 'QUICK_SEARCH_ALL_RESULTS'),
  };
}
