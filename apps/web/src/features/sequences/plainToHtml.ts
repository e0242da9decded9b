const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A plain-text body (a ready-made model's) as paragraphs, so that the rich-text editor opens it. */
export function plainToHtml(plain: string | null): string {
  if (plain === null || plain.trim() === '') return '';
  return plain
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
