import { licenceById, translate } from '@cible/core';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './demo-accounts';

/** The demo logins as a plain-text table (licence, e-mail, organisation, role), printed at start-up. */
export function formatDemoLogins(): string {
  const rows = DEMO_ACCOUNTS.map((account) => [
    `${String(account.licenceId).padStart(2)} ${translate(licenceById(account.licenceId).label)}`,
    account.email,
    DEMO_ORGANIZATIONS[account.organization],
    account.role,
  ]);
  const header = ['Licence', 'E-mail', 'Organisation', 'Role'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => `  ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd();
  return [
    `Demo logins (password for all: ${DEMO_PASSWORD})`,
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
  ].join('\n');
}
