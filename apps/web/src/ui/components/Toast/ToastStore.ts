import { makeAutoObservable } from 'mobx';
import { TOAST_DEFAULT_MULTI_LINE, TOAST_DEFAULT_STYLE, TOAST_DEFAULT_TIMEOUT_MS, type ToastStyle } from '@cible/core';
import { token } from '../../../di/token';

export interface ToastOptions {
  /** success (default), warning or error. */
  style?: ToastStyle;
  /** Lets a long text wrap over several lines (default false: one line, ellipsis). */
  multiLine?: boolean;
  /** Auto-dismiss delay in ms (default 3000); 0 keeps the toast until dismissed. */
  timeout?: number;
}

export interface Toast {
  readonly id: number;
  readonly text: string;
  readonly style: ToastStyle;
  readonly multiLine: boolean;
  readonly timeout: number;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

/** Toasts shown at once; showing one more dismisses the oldest. */
export const TOAST_MAX_VISIBLE = 3;

/**
 * The toast view-model: show, auto-dismiss after the timeout, dismiss by hand, keep at most
 * `maxVisible`. Timers pause while the user hovers or focuses the toasts (so they can be read).
 */
export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;
  private readonly timers = new Map<number, Timer>();
  private paused = false;

  constructor(readonly maxVisible: number = TOAST_MAX_VISIBLE) {
    makeAutoObservable<this, 'timers' | 'nextId' | 'paused'>(this, { timers: false, nextId: false, paused: false, maxVisible: false });
  }

  /** Shows a toast and returns its id. */
  show(text: string, options: ToastOptions = {}): number {
    const toast: Toast = {
      id: this.nextId++,
      text,
      style: options.style ?? TOAST_DEFAULT_STYLE,
      multiLine: options.multiLine ?? TOAST_DEFAULT_MULTI_LINE,
      timeout: options.timeout ?? TOAST_DEFAULT_TIMEOUT_MS,
    };
    this.toasts.push(toast);
    while (this.toasts.length > this.maxVisible) {
      const oldest = this.toasts[0];
      if (oldest) this.dismiss(oldest.id);
    }
    if (toast.timeout > 0) {
      this.timers.set(toast.id, { handle: undefined, remaining: toast.timeout, startedAt: 0 });
      if (!this.paused) this.startTimer(toast.id);
    }
    return toast.id;
  }

  success(text: string, options?: Omit<ToastOptions, 'style'>): number {
    return this.show(text, { ...options, style: 'success' });
  }

  warning(text: string, options?: Omit<ToastOptions, 'style'>): number {
    return this.show(text, { ...options, style: 'warning' });
  }

  error(text: string, options?: Omit<ToastOptions, 'style'>): number {
    return this.show(text, { ...options, style: 'error' });
  }

  dismiss(id: number): void {
    if (!this.toasts.some((toast) => toast.id === id)) return;
    const timer = this.timers.get(id);
    if (timer) clearTimeout(timer.handle);
    this.timers.delete(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  clear(): void {
    for (const toast of [...this.toasts]) this.dismiss(toast.id);
  }

  /** Stops every countdown (pointer over the toasts, or focus inside). */
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    const now = Date.now();
    for (const timer of this.timers.values()) {
      if (timer.handle === undefined) continue;
      clearTimeout(timer.handle);
      timer.handle = undefined;
      timer.remaining = Math.max(0, timer.remaining - (now - timer.startedAt));
    }
  }

  /** Resumes the countdowns where they stopped. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    for (const id of this.timers.keys()) this.startTimer(id);
  }

  private startTimer(id: number): void {
    const timer = this.timers.get(id);
    if (!timer) return;
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => this.dismiss(id), timer.remaining);
  }
}

/** DI token of the app-wide toast store (bound once by the shell). */
export const TOAST_STORE = token<ToastStore>('ToastStore');
