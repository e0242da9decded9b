/** Options of {@link formatNumberFr}. */
export interface NumberFormatFrOptions {
  /** Decimals kept after rounding (half away from zero on the exact value); trailing zeros are dropped. Default 2. */
  readonly maximumFractionDigits?: number;
}

/**
 * A number with its integer digits grouped in threes by plain spaces (U+0020) and a decimal comma:
 * 1000000 → "1 000 000", -1234.5 → "-1 234,5", 0.125 → "0,13". A negative number keeps a hyphen-minus;
 * a value that rounds to zero shows "0" (never "-0"). Non-finite values give an empty string.
 * @rule app-shell §5, prospecting §9 · numbers group digits in threes with spaces
 */
export function formatNumberFr(value: number, options: NumberFormatFrOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const maximumFractionDigits = Math.min(20, Math.max(0, Math.trunc(options.maximumFractionDigits ?? 2)));
  const plain = new Intl.NumberFormat('en-US', {
    useGrouping: false,
    minimumFractionDigits: 0,
    maximumFractionDigits,
  }).format(value);
  const negative = plain.startsWith('-');
  const unsigned = negative ? plain.slice(1) : plain;
  const [integerPart = '0', fractionPart] = unsigned.split('.');
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const isZero = /^0*$/.test(integerPart) && (fractionPart === undefined || /^0*$/.test(fractionPart));
  const sign = negative && !isZero ? '-' : '';
  return fractionPart ? `${sign}${grouped},${fractionPart}` : `${sign}${grouped}`;
}

/**
 * A quick-search column's total: exact when not capped; when `capped` (the count stopped early) a lower bound read
 * "{n}+": the cap when more than the cap matched ("1 000+"), otherwise the count found ("274+", the bounded name + job
 * search of contacts). Never a smaller number shown as exact.
 * @rule app-shell §2.7 · quick-search totals are exact below the cap, otherwise a lower bound shown "{n}+"
 */
export function formatQuickSearchTotal(total: number, capped: boolean, cap: number): string {
  return capped ? `${formatNumberFr(Math.min(total, cap))}+` : formatNumberFr(total);
}
