import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SequenceTimelinePoint } from '@cible/core';
import { SequenceResultsChart } from './SequenceResultsChart';

const ZERO = { mail_sent: 0, mail_opened: 0, mail_clicked: 0, mail_replied: 0, mail_bounced: 0, task_done: 0 };
const points: SequenceTimelinePoint[] = [
  { period_start: '2026-11-16', ...ZERO, mail_sent: 1200, mail_opened: 3 },
  { period_start: '2026-11-23', ...ZERO, mail_sent: 4, mail_opened: 2, mail_clicked: 1, mail_replied: 1, mail_bounced: 1, task_done: 2 },
];
const totals = { mail_sent: 1204, mail_opened: 5, mail_clicked: 1, mail_replied: 1, mail_bounced: 1, task_done: 2 };

describe('SequenceResultsChart', () => {
  it('draws the recharts timeline in a figure labelled by its summary, with French dates on the axis and a legend', () => {
    const { container } = render(<SequenceResultsChart points={points} grouping="1_week" totals={totals} size={{ width: 640, height: 280 }} />);
    const summary = 'E-mails envoyés : 1 204, ouvertures : 5, clics : 1, réponses : 1 (par semaine)';
    const figure = screen.getByRole('figure', { name: summary });
    expect(container.querySelector('.recharts-surface')).not.toBeNull();
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    expect(container.querySelectorAll('.recharts-line')).toHaveLength(3);
    expect(within(figure).getByText('23/11/2026')).toBeInTheDocument();
    const legend = container.querySelector('.recharts-legend-wrapper') as HTMLElement;
    // In the order drawn: the bars, then the lines.
    expect([...legend.querySelectorAll('.recharts-legend-item-text')].map((item) => item.textContent)).toEqual(['E-mails envoyés', 'Ouvertures', 'Clics', 'Réponses']);
  });

  it('gives every figure in a table behind “Voir les données”, one row per period', async () => {
    const user = userEvent.setup();
    render(<SequenceResultsChart points={points} grouping="1_week" totals={totals} size={{ width: 640, height: 280 }} />);
    await user.click(screen.getByText('Voir les données'));
    const table = screen.getByRole('table', { name: 'Activité des séquences sur la période' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Période', 'E-mails envoyés', 'Ouvertures', 'Clics', 'Réponses', 'Rejets', 'Tâches faites'],
      ['semaine du 16/11/2026', '1 200', '3', '0', '0', '0', '0'],
      ['semaine du 23/11/2026', '4', '2', '1', '1', '1', '2'],
    ]);
  });
});
