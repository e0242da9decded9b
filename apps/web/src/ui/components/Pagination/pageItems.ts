export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: the first and last pages, the current one with `siblings` on each side,
 * and an ellipsis where pages are skipped. Once pages are many the list keeps the same length, so the
 * buttons do not jump under the pointer.
 */
export function pageItems(current: number, pageCount: number, siblings = 1): PageItem[] {
  const total = Math.max(1, pageCount);
  const page = Math.min(Math.max(1, current), total);
  if (total <= siblings * 2 + 5) return Array.from({ length: total }, (_, index) => index + 1);

  const start = Math.max(Math.min(page - siblings, total - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(page + siblings, siblings * 2 + 3), total - 2);
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [1, start > 3 ? 'ellipsis-start' : 2, ...middle, end < total - 2 ? 'ellipsis-end' : total - 1, total];
}
