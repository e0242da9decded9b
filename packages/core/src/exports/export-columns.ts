/**
 * The columns of each kind of export file, in order, with their French headers (file content, the same for every
 * user: the files are French like the app's default). The API writes the cells under these keys.
 */
export const EXPORT_COLUMNS = {
  /** One row per contact (individual and list exports of contacts). */
  contact: [
    { key: 'civility', label: 'Civilité' },
    { key: 'first_name', label: 'Prénom' },
    { key: 'last_name', label: 'Nom' },
    { key: 'job', label: 'Fonction' },
    { key: 'company', label: 'Entreprise' },
    { key: 'email', label: 'E-mail' },
    { key: 'direct_line', label: 'Ligne directe' },
    { key: 'mobile_phone', label: 'Mobile' },
    { key: 'linkedin_url', label: 'LinkedIn' },
  ],
  /** One row per company (individual and list exports of companies). */
  company: [
    { key: 'name', label: 'Raison sociale' },
    { key: 'siren', label: 'SIREN' },
    { key: 'naf_code', label: 'Code NAF' },
    { key: 'activity', label: 'Activité' },
    { key: 'website', label: 'Site web' },
    { key: 'workforce', label: 'Effectif' },
  ],
  /** Email rental: one row per contact with an e-mail address. */
  email_rental: [
    { key: 'first_name', label: 'Prénom' },
    { key: 'last_name', label: 'Nom' },
    { key: 'company', label: 'Entreprise' },
    { key: 'email', label: 'E-mail' },
  ],
  /** Team export: one row per user, his activity over the period. */
  team: [
    { key: 'user', label: 'Utilisateur' },
    { key: 'email', label: 'E-mail' },
    { key: 'export_count', label: 'Exports' },
    { key: 'exported_row_count', label: 'Lignes exportées' },
    { key: 'credits_consumed', label: 'Crédits consommés' },
    { key: 'notification_count', label: 'Notifications reçues' },
  ],
  /** Subscription export: one row per user and credit kind, the consumption over the period. */
  subscription: [
    { key: 'user', label: 'Utilisateur' },
    { key: 'email', label: 'E-mail' },
    { key: 'kind', label: 'Type de crédit' },
    { key: 'consumption_count', label: 'Consommations' },
    { key: 'credits_consumed', label: 'Crédits consommés' },
  ],
} as const satisfies Readonly<Record<string, readonly { readonly key: string; readonly label: string }[]>>;

/** The kind of rows of an export file. */
export type ExportRowKind = keyof typeof EXPORT_COLUMNS;

/** A row of an export file: a cell per column key (missing or null: an empty cell). */
export type ExportRow = Readonly<Record<string, string | number | null>>;

/** The header line of a kind of file (the French labels, in column order). */
export function exportHeaders(kind: ExportRowKind): string[] {
  return EXPORT_COLUMNS[kind].map((column) => column.label);
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
  return EXPORT_COLUMNS[kind].map((column) => exportCell(row[column.key]));
}

/**
 * The file name of an export: `cible-<type>-<id>.<format>` (ASCII, so every system keeps it; the date is in the list).
 * @rule design · an export file is named cible-<type>-<id>.<format>
 */
export function exportFileName(type: string, id: number, format: string): string {
  return `cible-${type.replace(/_/g, '-')}-${id}.${format}`;
}
