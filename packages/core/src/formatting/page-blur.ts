import { isBlurredForUser } from './blur-rule';
import type { BlurrableItem } from './blur-rule';

/** Error code of a list under a blurred company or contact (its contacts, news, colleagues) for a sales PME caller. */
export const DATA_BLURRED_CODE = 'DATA.BLURRED';

/** What a caller receives of a company or contact page. */
export type PageAccess = 'full' | 'blurred';

/**
 * What a caller gets of a company or contact page: the full detail, or (sales PME, item not visible to the licence)
 * the blurred card only, without its facts; the lists under a blurred item are refused (403 DATA.BLURRED), since
 * their cards would name the hidden company.
 * @rule app-shell §5 · a blurred company or contact page answers the blurred card only and refuses its lists
 */
export function pageAccessFor(licenceId: number, item: BlurrableItem): PageAccess {
  return isBlurredForUser(licenceId, item) ? 'blurred' : 'full';
}

/**
 * Whether the logo or portrait of an item is replaced by the default image. `licenceId` is the caller's licence, or
 * `null` when the image request carries no valid session (an `<img>` sends no bearer token): then only items visible
 * to every licence (`is_visible_pme`) get their own image; an unknown item (`null`) always gets the default image.
 * @rule app-shell §5 · logos and portraits of blurred items are the default image (anonymous: visible-to-all items only)
 */
export function usesDefaultImage(licenceId: number | null, item: BlurrableItem | null): boolean {
  if (item === null) return true;
  if (licenceId === null) return item.is_visible_pme !== true;
  return isBlurredForUser(licenceId, item);
}
