/** "Lyon (69)", "Lyon", "(69)" or "" from a city name and the displayed part of a zip code. */
export function cityWithZip(city: string | null | undefined, zip: string): string {
  const name = city?.trim() ?? '';
  if (!zip) return name;
  return name ? `${name} (${zip})` : `(${zip})`;
}
