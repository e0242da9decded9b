import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('Pagination', () => {
  it('tells the range and marks the current page', () => {
    render(<Pagination page={2} pageSize={20} total={134} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(plain(nav.textContent)).toContain('21–40 sur 134');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves to the previous, next and chosen pages', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageSize={20} total={134} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page précédente' }));
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await user.click(screen.getByRole('button', { name: 'Page 7' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3], [7]]);
  });

  it('disables previous on the first page and next on the last', () => {
    render(<Pagination page={1} pageSize={50} total={40} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  });

  it('changes the page size', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    render(<Pagination page={1} pageSize={20} total={134} onPageChange={() => {}} onPageSizeChange={onPageSizeChange} />);
    await user.click(screen.getByRole('button', { name: /Lignes par page/ }));
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});
