import { formatDateFr } from '@cible/core';

/** When an export started, French style in the user's zone: "26/11/2026 à 17:05" (the `at` word given by the page). */
export function formatExportDate(instant: string, zone: string, at: string): string {
  const day = formatDateFr(instant, zone);
  if (day === '') return '';
  const time = new Intl.DateTimeFormat('fr-FR', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
  return `${day} ${at} ${time}`;
}
