import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignListPage } from './DesignListPage';

// The page is large: each test renders it once and checks several things.
describe('DesignListPage', () => {
  it('shows every group, reachable from the side navigation, fully translated', () => {
    const { container } = render(<DesignListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogue des composants' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Sections du catalogue' })).getAllByRole('link');
    expect(links).toHaveLength(7);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id), id).not.toBeNull();
      expect(screen.getByRole('heading', { level: 2, name: link.textContent ?? '' })).toBeInTheDocument();
    }
    expect(container.textContent).not.toMatch(/\b(ui|common|designList)\.[a-zA-Z]+/);
    // The empty single select yields -1 (core's `selectValue`, docs/ui.md "The select's −1 rule").
    expect(screen.getByText('Valeur : -1')).toBeInTheDocument();
  });

  it('shows a toast from the feedback section', async () => {
    const user = userEvent.setup();
    render(<DesignListPage />);
    await user.click(screen.getByRole('button', { name: 'Succès' }));
    expect(await screen.findByRole('alertdialog', { name: 'La modification a bien été enregistrée' })).toBeInTheDocument();
  });
});
