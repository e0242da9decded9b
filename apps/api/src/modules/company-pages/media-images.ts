import { createHash } from 'node:crypto';

/** An image answer: the SVG text and its ETag (a hash of the text, so the same image always has the same tag). */
export interface MediaImage {
  readonly svg: string;
  readonly etag: string;
}

/** Background colours of the generated images (contrast ≥ 4.5:1 with white text). */
export const MEDIA_PALETTE = ['#1d4ed8', '#0f766e', '#7c3aed', '#b91c1c', '#a16207', '#be185d', '#15803d', '#334155'] as const;

/** Words that make poor initials in a company name (legal forms, articles). */
const SKIPPED_WORDS = new Set(['sa', 'sas', 'sasu', 'sarl', 'eurl', 'sci', 'scop', 'de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'et', 'and', 'the', 'of']);

/** At most two initials, upper case, accents removed: the first letters of the first two meaningful words. */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  const meaningful = words.filter((word) => !SKIPPED_WORDS.has(word.toLowerCase()));
  const chosen = (meaningful.length > 0 ? meaningful : words).slice(0, 2);
  return chosen.map((word) => [...word][0]!.toUpperCase()).join('');
}

/** The palette colour of an id (stable: the same id, the same colour). */
export function colourOf(id: number): string {
  return MEDIA_PALETTE[id % MEDIA_PALETTE.length]!;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

function image(svg: string): MediaImage {
  return { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"` };
}

/** A company logo: its initials on a rounded square of its colour. */
export function companyLogo(id: number, name: string): MediaImage {
  const label = escapeXml(initialsOf(name));
  return image(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${label}">` +
      `<rect width="96" height="96" rx="16" fill="${colourOf(id)}"/>` +
      `<text x="48" y="50" dy=".35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="38" font-weight="600" fill="#fff">${label}</text></svg>`,
  );
}

/** A contact portrait: the initials on a disc of the contact's colour. */
export function contactPortrait(id: number, fullName: string): MediaImage {
  const label = escapeXml(initialsOf(fullName));
  return image(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${label}">` +
      `<circle cx="48" cy="48" r="48" fill="${colourOf(id)}"/>` +
      `<text x="48" y="50" dy=".35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="36" font-weight="600" fill="#fff">${label}</text></svg>`,
  );
}

/** The default logo (unknown or blurred company): a grey building, no name. */
export const DEFAULT_COMPANY_LOGO: MediaImage = image(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="logo">' +
    '<rect width="96" height="96" rx="16" fill="#e2e8f0"/>' +
    '<path d="M30 72V26h24v46M54 40h12v32M36 34h6M36 44h6M36 54h6M60 50h2M60 60h2M24 72h48" fill="none" stroke="#64748b" stroke-width="4" stroke-linecap="round"/></svg>',
);

/** The default portrait (unknown or blurred contact): a grey silhouette, no name. */
export const DEFAULT_CONTACT_PORTRAIT: MediaImage = image(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="portrait">' +
    '<circle cx="48" cy="48" r="48" fill="#e2e8f0"/>' +
    '<circle cx="48" cy="38" r="15" fill="#94a3b8"/><path d="M20 80c4-16 16-22 28-22s24 6 28 22" fill="#94a3b8"/></svg>',
);
