import { text } from '../i18n/text';
import type { Text } from '../i18n/text';
import type { TextKey } from '../i18n/text-key';

/**
 * The columns of each kind of export file, in order. Their headers are core texts (`exportColumns.<kind>.<column>`,
 * French in the files: the app's language); the API writes the cells under these keys.
 */
export const EXPORT_COLUMNS = {
  contact: ['civility', 'first_name', 'last_name', 'job', 'company', 'email', 'direct_line', 'mobile_phone', 'linkedin_url'],
  company: ['name', 'siren', 'naf_code', 'activity', 'website', 'workforce'],
  email_rental: ['first_name', 'last_name', 'company', 'email'],
  team: ['user', 'email', 'export_count', 'exported_row_count', 'credits_consumed', 'notification_count'],
  subscription: ['user', 'email', 'kind', 'consumption_count', 'credits_consumed'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** The kind of rows of an export file: contacts, companies, email rental, team activity, subscription consumption. */
export type ExportRowKind = keyof typeof EXPORT_COLUMNS;

/** A row of an export file: a cell per column key (missing or null: an empty cell). */
export type ExportRow = Readonly<Record<string, string | number | null>>;

/** The headers of a kind of file, in column order, as core texts. */
export function exportHeaders(kind: ExportRowKind): Text[] {
  return EXPORT_COLUMNS[kind].map((column) => text(`exportColumns.${kind}.${column}` as TextKey));
}

/**
 * A cell as written to a file: a text starting with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with
 * `'` so that a spreadsheet shows it as text instead of running it as a formula (CSV/formula injection).
 * @rule design · export cells that a spreadsheet would run as a formula are written as text
 */
export function exportCell(value: string | number | null | undefined): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The cells of a row in column order (null for a missing value), each through {@link exportCell}. */
export function exportCells(kind: ExportRowKind, row: ExportRow): (string | number | null)[] {
  return EXPORT_COLUMNS[kind].map((column) => exportCell(row[column]));
}

/**
 * The file name of an export: `cible-<type>-<id>.<format>` (ASCII, so every system keeps it; the date is in the list).
 * @rule design · an export file is named cible-<type>-<id>.<format>
 */
export function exportFileName(type: string, id: number, format: string): string {
  return `cible-${type.replace(/_/g, '-')}-${id}.${format}`;
}
