import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastRegion } from './ToastRegion';
import { ToastStore } from './ToastStore';

describe('ToastRegion', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast in a named region and removes it after the 3000 ms default', () => {
    vi.useFakeTimers();
    const store = new ToastStore();
    render(<ToastRegion store={store} />);
    act(() => {
      store.show('Votre message a bien été envoyé');
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    const toast = screen.getByRole('alertdialog', { name: 'Votre message a bien été envoyé' });
    expect(toast).toHaveAttribute('data-style', 'success');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.toasts).toHaveLength(0);
  });

  it('closes a toast with its close button', async () => {
    const user = userEvent.setup();
    const store = new ToastStore();
    render(<ToastRegion store={store} />);
    act(() => {
      store.show('Vous devez écrire un message', { style: 'error', timeout: 0 });
    });
    await user.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.toasts).toHaveLength(0);
  });

  it('renders the newest toasts up to the maximum', () => {
    const store = new ToastStore(2);
    render(<ToastRegion store={store} />);
    act(() => {
      store.show('un', { timeout: 0 });
      store.show('deux', { timeout: 0 });
      store.show('trois', { timeout: 0 });
    });
    expect(screen.getAllByRole('alertdialog').map((toast) => toast.textContent)).toEqual(['trois', 'deux']);
  });

  it('pauses the countdown while the pointer is over the toasts', async () => {
    const user = userEvent.setup();
    const store = new ToastStore();
    render(<ToastRegion store={store} />);
    // Margins for a loaded machine: the pointer must reach the toast well before its 1 s countdown ends.
    act(() => {
      store.show('Lisez-moi', { timeout: 1000 });
    });
    await user.hover(screen.getByRole('alertdialog'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.unhover(screen.getByRole('alertdialog'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
  });
});
