import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastStore } from './ToastStore';

describe('ToastStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies the defaults: success, one line, 3000 ms', () => {
    const store = new ToastStore();
    store.show('La modification a bien été enregistrée');
    expect(store.toasts).toEqual([{ id: 1, text: 'La modification a bien été enregistrée', style: 'success', multiLine: false, timeout: 3000 }]);
  });

  it('dismisses a toast after its timeout', () => {
    const store = new ToastStore();
    store.show('Cet élément a bien été supprimé');
    vi.advanceTimersByTime(2999);
    expect(store.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.toasts).toHaveLength(0);
  });

  it('honours a custom style, multi-line flag and timeout', () => {
    const store = new ToastStore();
    store.show('Nous avons rencontré une erreur', { style: 'error', multiLine: true, timeout: 5000 });
    expect(store.toasts[0]).toMatchObject({ style: 'error', multiLine: true, timeout: 5000 });
    vi.advanceTimersByTime(4999);
    expect(store.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.toasts).toHaveLength(0);
  });

  it('keeps a toast with timeout 0 until dismissed by hand', () => {
    const store = new ToastStore();
    const id = store.warning('Synchronisation perdue', { timeout: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.toasts).toHaveLength(1);
    store.dismiss(id);
    expect(store.toasts).toHaveLength(0);
  });

  it('dismisses by hand before the timeout without a later error', () => {
    const store = new ToastStore();
    const id = store.show('Envoyé');
    store.dismiss(id);
    vi.advanceTimersByTime(3000);
    expect(store.toasts).toHaveLength(0);
  });

  it('keeps at most maxVisible toasts, dropping the oldest', () => {
    const store = new ToastStore(2);
    store.show('un');
    store.show('deux');
    store.show('trois');
    expect(store.toasts.map((toast) => toast.text)).toEqual(['deux', 'trois']);
  });

  it('pauses and resumes the countdowns', () => {
    const store = new ToastStore();
    store.show('Lu lentement');
    vi.advanceTimersByTime(2000);
    store.pause();
    vi.advanceTimersByTime(10_000);
    expect(store.toasts).toHaveLength(1);
    store.resume();
    vi.advanceTimersByTime(999);
    expect(store.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.toasts).toHaveLength(0);
  });

  it('offers style shortcuts', () => {
    const store = new ToastStore();
    store.success('a');
    store.warning('b');
    store.error('c');
    expect(store.toasts.map((toast) => toast.style)).toEqual(['success', 'warning', 'error']);
  });
});
