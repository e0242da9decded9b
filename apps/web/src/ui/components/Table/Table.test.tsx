import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SortDescriptor } from 'react-aria-components';
import { Table, type TableColumn } from './Table';

interface Company {
  id: number;
  name: string;
  contacts: number;
}

const companies: Company[] = [
  { id: 1, name: 'Beta Conseil', contacts: 12 },
  { id: 2, name: 'Alpha Industrie', contacts: 40 },
];

const columns: TableColumn<Company>[] = [
  { id: 'name', header: 'Entreprise', cell: (row) => row.name, isSortable: true },
  { id: 'contacts', header: 'Contacts', cell: (row) => row.contacts, align: 'end' },
];

function Sortable({ onRowAction }: { onRowAction?: (id: unknown) => void }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const rows = [...companies].sort((a, b) => a.name.localeCompare(b.name) * (sort.direction === 'ascending' ? 1 : -1));
  return <Table aria-label="Entreprises" columns={columns} rows={rows} sortDescriptor={sort} onSortChange={setSort} onRowAction={onRowAction} />;
}

describe('Table', () => {
  it('renders a named grid with a row header', () => {
    render(<Sortable />);
    const table = screen.getByRole('grid', { name: 'Entreprises' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Alpha Industrie', 'Beta Conseil']);
  });

  it('sorts from the header cell with the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    render(<Sortable />);
    const header = screen.getByRole('columnheader', { name: /Entreprise/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('Beta Conseil');
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('runs the row action from the keyboard', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    render(<Sortable onRowAction={onRowAction} />);
    await user.tab();
    // Rows are sorted by name: Alpha Industrie (2) then Beta Conseil (1).
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onRowAction).toHaveBeenCalledWith(1);
  });

  it('shows the empty state', () => {
    render(<Table aria-label="Entreprises" columns={columns} rows={[]} emptyState={<p>Aucune entreprise</p>} />);
    expect(screen.getByText('Aucune entreprise')).toBeInTheDocument();
  });
});
