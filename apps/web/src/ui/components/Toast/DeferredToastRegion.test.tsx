import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { DeferredToastRegion } from './DeferredToastRegion';
import { ToastStore } from './ToastStore';

describe('DeferredToastRegion', () => {
  it('renders nothing before the page is idle and no toast was shown', () => {
    const store = new ToastStore();
    render(<DeferredToastRegion store={store} whenIdle={() => () => {}} />);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('asks to be loaded once the page is idle, and then shows the toasts that come', async () => {
    const store = new ToastStore();
    const idleCallbacks: (() => void)[] = [];
    render(<DeferredToastRegion store={store} whenIdle={(callback) => (idleCallbacks.push(callback), () => {})} />);
    expect(idleCallbacks).toHaveLength(1);
    act(() => idleCallbacks[0]!());
    act(() => {
      store.show('La modification a bien été enregistrée', { timeout: 0 });
    });
    expect(await screen.findByRole('alertdialog', { name: 'La modification a bien été enregistrée' }, { timeout: 10_000 })).toHaveAttribute('data-style', 'success');
  });

  it('loads the region at once for a toast shown before idle, and loses no toast while its code loads', async () => {
    const store = new ToastStore();
    render(<DeferredToastRegion store={store} whenIdle={() => () => {}} />);
    act(() => {
      store.show('Il y a eu une erreur lors de l’extraction des résultats.', { style: 'error', timeout: 0 });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Il y a eu une erreur lors de l’extraction des résultats.' }, { timeout: 10_000 })).toHaveAttribute('data-style', 'error');
  });

  it('cancels the idle wait when it goes away first (nothing runs after the page is torn down)', () => {
    const store = new ToastStore();
    let cancelled = 0;
    const view = render(<DeferredToastRegion store={store} whenIdle={() => () => (cancelled += 1)} />);
    expect(cancelled).toBe(0);
    view.unmount();
    expect(cancelled).toBe(1);
  });
});
