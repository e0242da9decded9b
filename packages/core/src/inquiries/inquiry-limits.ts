/**
 * Inquiries listed per page.
 * @rule app-shell §9, prospecting §9 · inquiries 20 per page
 */
export const INQUIRIES_PAGE_SIZE = 20;

/**
 * Maximum number of open inquiries (todo, draft, in progress) a user may have.
 * @rule app-shell §5, §9, prospecting §5, §9 · inquiry maximum quota 15
 */
export const MAX_OPEN_INQUIRIES = 15;
