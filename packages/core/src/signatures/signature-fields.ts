/**
 * What the signature generator asks for (/email-signature-generator): texts as typed. Links and the colour are
 * checked by `signatureHttpsUrl`, `signatureTelUrl`, `signatureMailtoUrl` and `signatureAccentColour`.
 */
export interface SignatureFields {
  readonly fullName: string;
  readonly jobTitle: string;
  readonly company: string;
  readonly phone: string;
  readonly email: string;
  /** An https address of the logo image. */
  readonly logoUrl: string;
  readonly website: string;
  readonly linkedinUrl: string;
  /** `#rrggbb`. */
  readonly accentColour: string;
}

/** The fields whose value may be refused (a link or the colour). */
export type SignatureCheckedField = 'phone' | 'email' | 'logoUrl' | 'website' | 'linkedinUrl' | 'accentColour';

/** The texts the signature shows that are not typed by the user (given by the web app in the user's language). */
export interface SignatureLabels {
  /** The text of the LinkedIn profile's link. */
  readonly linkedin: string;
  /** The logo image's alternative text when no company is given. */
  readonly logo: string;
}

/** The accent colour of a signature when none (or a refused one) is given. */
export const DEFAULT_SIGNATURE_ACCENT = '#1f4b99';
