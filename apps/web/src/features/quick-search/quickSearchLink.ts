/** What a quick-search result links to (docs/quick-search.md "Behaviour", Links). */
export type QuickSearchLinkTarget =
  | { readonly kind: 'company'; readonly companyId: number }
  | { readonly kind: 'contact'; readonly contactId: number }
  | { readonly kind: 'news'; readonly companyId: number; readonly newsId: number }
  | { readonly kind: 'see-more'; readonly text: string; readonly view: QuickSearchResultsView };

/** The views of the quick-search results page (`/quick-search?view=…`). */
export const QUICK_SEARCH_RESULTS_VIEWS = ['companies', 'active_contacts', 'news', 'conferences'] as const;
export type QuickSearchResultsView = (typeof QUICK_SEARCH_RESULTS_VIEWS)[number];

/** Where a quick-search link goes, and whether it opens in a new tab. */
export interface QuickSearchLink {
  readonly href: string;
  readonly newTab: boolean;
}

/**
 * The app path of a link target (the spec's "older desk host" paths, served by this app by default:
 * docs/company-pages.md).
 */
export function quickSearchLinkPath(target: QuickSearchLinkTarget): string {
  switch (target.kind) {
    case 'company':
      return `/account/${target.companyId}`;
    case 'contact':
      return `/contact/${target.contactId}/profile`;
    case 'news':
      return `/account/${target.companyId}/news/business-opportunity/${target.newsId}`;
    case 'see-more':
      return `/quick-search?${new URLSearchParams({ search: target.text, view: target.view }).toString()}`;
  }
}

/**
 * Where a quick-search link goes: the app path, or the same path on the older desk host when one is configured
 * (`deskUrl` answers null without a desk host). Company and contact links open in a new tab (docs/quick-search.md
 * "Behaviour", Links).
 */
export function quickSearchLink(target: QuickSearchLinkTarget, deskUrl: (path: string) => string | null): QuickSearchLink {
  const path = quickSearchLinkPath(target);
  return { href: deskUrl(path) ?? path, newTab: target.kind === 'company' || target.kind === 'contact' };
}
