import { isBlurredForUser } from '../formatting/blur-rule';
import type { BlurrableItem } from '../formatting/blur-rule';

/** Why an inquiry cannot be filed on a company (and contact), or null when it can. */
export type InquirySubjectRefusal = 'company-not-found' | 'company-blurred' | 'contact-not-found' | 'contact-blurred';

/** What the server knows of the subject of a new inquiry. */
export interface InquirySubject {
  /** The company, or null when it does not exist. */
  readonly company: BlurrableItem | null;
  /** The contact when one is named: null when it is not a contact of that company. */
  readonly contact?: BlurrableItem | null;
}

/**
 * Whether a caller may file an inquiry on a company (and one of its contacts), checked in this order so that no
 * answer reveals what the licence hides: an unknown company; a company blurred for the licence (whatever the contact:
 * a hidden company's contacts are not disclosed); a contact that is not one of the company's; a contact blurred for
 * the licence.
 * @rule app-shell §5 · no inquiry on a company or contact blurred for the licence, and no answer telling a hidden company's contacts
 */
export function inquirySubjectRefusal(licenceId: number, subject: InquirySubject): InquirySubjectRefusal | null {
  if (subject.company === null) return 'company-not-found';
  if (isBlurredForUser(licenceId, subject.company)) return 'company-blurred';
  if (subject.contact === undefined) return null;
  if (subject.contact === null) return 'contact-not-found';
  if (isBlurredForUser(licenceId, subject.contact)) return 'contact-blurred';
  return null;
}
