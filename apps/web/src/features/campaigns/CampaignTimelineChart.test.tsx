import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampaignTimelinePoint } from '@cible/core';
import { CampaignTimelineChart } from './CampaignTimelineChart';

const points: CampaignTimelinePoint[] = [
  { period_start: '2026-11-01', sent_count: 5000, opened_count: 1200, clicked_count: 240, bounced_count: 90, unsubscribed_count: 7 },
  { period_start: '2026-12-01', sent_count: 0, opened_count: 3, clicked_count: 0, bounced_count: 0, unsubscribed_count: 0 },
];
const totals = { sent_count: 5000, opened_count: 1203, clicked_count: 240, bounced_count: 90, unsubscribed_count: 7 };

describe('CampaignTimelineChart', () => {
  it('draws sent as bars and opened, clicked, unsubscribed as lines, in a figure labelled by its summary', () => {
    const { container } = render(<CampaignTimelineChart points={points} grouping="1_month" totals={totals} size={{ width: 640, height: 280 }} />);
    screen.getByRole('figure', { name: 'E-mails envoyés : 5 000, ouvertures : 1 203, clics : 240, désinscriptions : 7 (par mois)' });
    expect(container.querySelectorAll('.recharts-line')).toHaveLength(3);
    const legend = container.querySelector('.recharts-legend-wrapper') as HTMLElement;
    expect([...legend.querySelectorAll('.recharts-legend-item-text')].map((item) => item.textContent)).toEqual(['E-mails envoyés', 'Ouvertures', 'Clics', 'Désinscriptions']);
  });

  it('gives every counter of every period in the table behind “Voir les données”', async () => {
    const user = userEvent.setup();
    render(<CampaignTimelineChart points={points} grouping="1_month" totals={totals} size={{ width: 640, height: 280 }} />);
    await user.click(screen.getByText('Voir les données'));
    const table = screen.getByRole('table', { name: 'Activité des campagnes sur la période' });
    expect(within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Période', 'E-mails envoyés', 'Ouvertures', 'Clics', 'Rejets', 'Désinscriptions'],
      ['mois du 01/11/2026', '5 000', '1 200', '240', '90', '7'],
      ['mois du 01/12/2026', '0', '3', '0', '0', '0'],
    ]);
  });
});
