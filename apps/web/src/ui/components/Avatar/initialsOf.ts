/** Up to two initials from a person's or a company's name: "Marie Curie" → "MC", "Total" → "T". */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s'’-]+/u)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => (word.match(/\p{L}|\p{N}/u)?.[0] ?? '').toLocaleUpperCase('fr');
  return letter(first) + (last ? letter(last) : '');
}
