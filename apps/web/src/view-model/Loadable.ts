import { makeAutoObservable, observableRef, runInAction } from 'mobx';

/** Where a loaded value stands: not asked yet, being loaded, loaded, or the last load failed. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface LoadableOptions<T> {
  /** `loading` for a value asked as soon as its page shows (its skeleton from the first render); `idle` by default. */
  readonly status?: 'idle' | 'loading';
  /** Called in the same action each time a new value is taken (a load's answer, `set`), e.g. to reset a form on it. */
  readonly onValue?: (value: T) => void;
}

/**
 * A value a view-model loads from the API: its status, the last value taken (kept while reloading and after a failed
 * load, so that a page does not blink), `retry` of the last request, and a guard against stale answers: only the
 * answer of the latest request is taken — an answer arriving after a newer `load`, a `set` or a `reset` is dropped.
 * A local change (`update`, e.g. a notification pushed by the socket) applies to the value at once and to the answer
 * of the request in flight, so that an answer computed before the change does not undo it.
 */
export class Loadable<T> {
  status: LoadStatus;
  value: T | null = null;
  /** The failure of the last request (status `error`). */
  error: unknown = null;

  private request: (() => Promise<T>) | null = null;
  private sequence = 0;
  /** The local changes made while the request in flight runs: applied to its answer. */
  private changesInFlight: ((value: T) => T)[] = [];
  private readonly onValue: ((value: T) => void) | undefined;

  constructor(options: LoadableOptions<T> = {}) {
    this.status = options.status ?? 'idle';
    this.onValue = options.onValue;
    makeAutoObservable<this, 'request' | 'sequence' | 'changesInFlight' | 'onValue'>(
      this,
      { value: observableRef, error: observableRef, request: false, sequence: false, changesInFlight: false, onValue: false },
      { autoBind: true },
    );
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  get isReady(): boolean {
    return this.status === 'ready';
  }

  get isError(): boolean {
    return this.status === 'error';
  }

  /**
   * Runs a request (kept for `retry`) and takes its answer unless a newer request, `set` or `reset` came meanwhile.
   * Resolves to the value taken, or `undefined` when the request failed or its answer was dropped.
   */
  async load(request: () => Promise<T>): Promise<T | undefined> {
    this.request = request;
    const sequence = ++this.sequence;
    this.changesInFlight = [];
    this.status = 'loading';
    let answer: T;
    try {
      answer = await request();
    } catch (error) {
      if (sequence === this.sequence) {
        runInAction(() => {
          this.changesInFlight = [];
          this.error = error;
          this.status = 'error';
        });
      }
      return undefined;
    }
    if (sequence !== this.sequence) return undefined;
    return runInAction(() => {
      const value = this.changesInFlight.reduce((current, change) => change(current), answer);
      this.take(value);
      return value;
    });
  }

  /** Runs the last request again (the error state's retry); nothing when none ran since the last `reset`. */
  retry(): Promise<T | undefined> {
    return this.request === null ? Promise.resolve(undefined) : this.load(this.request);
  }

  /** Takes a value known otherwise (the answer of a save): ready, and the request in flight is dropped. */
  set(value: T): void {
    this.sequence += 1;
    this.take(value);
  }

  /**
   * A local change: applied to the value now (when there is one) and to the answer of the request in flight (when
   * one runs). Answers whether it applied to anything.
   */
  update(change: (value: T) => T): boolean {
    if (this.status === 'loading') this.changesInFlight.push(change);
    if (this.value !== null) this.value = change(this.value);
    return this.status === 'loading' || this.value !== null;
  }

  /** Back to idle with no value; the request in flight is dropped and `retry` does nothing. */
  reset(): void {
    this.sequence += 1;
    this.request = null;
    this.changesInFlight = [];
    this.value = null;
    this.error = null;
    this.status = 'idle';
  }

  private take(value: T): void {
    this.changesInFlight = [];
    this.value = value;
    this.error = null;
    this.status = 'ready';
    this.onValue?.(value);
  }
}
