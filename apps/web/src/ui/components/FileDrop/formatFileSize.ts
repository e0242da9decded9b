/** A file size for people: "820 o", "12 ko", "1,4 Mo" in French; "12 kB", "1.4 MB" in English. */
export function formatFileSize(bytes: number, locale: string): string {
  const units = [
    ['byte', 1],
    ['kilobyte', 1024],
    ['megabyte', 1024 ** 2],
    ['gigabyte', 1024 ** 3],
  ] as const;
  const [unit, size] = [...units].reverse().find(([, factor]) => bytes >= factor) ?? units[0];
  const value = bytes / size;
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 && unit !== 'byte' ? 1 : 0 }).format(value);
}
