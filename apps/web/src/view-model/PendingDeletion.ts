import { makeAutoObservable, runInAction } from 'mobx';

/** How a confirmed deletion ended: the item removed, or the failure (the dialog closes either way). */
export type DeletionOutcome<T> = { readonly ok: true; readonly item: T } | { readonly ok: false; readonly error: unknown };

/**
 * A deletion waiting for the user's confirmation (the ConfirmDialog's state): the item asked about, whether its removal
 * runs. Cancelling is ignored while it runs; the item is cleared once the removal has ended, whatever the outcome.
 */
export class PendingDeletion<T> {
  item: T | null = null;
  isRemoving = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  ask(item: T): void {
    this.item = item;
  }

  cancel(): void {
    if (!this.isRemoving) this.item = null;
  }

  /** Runs `remove` on the asked item; `null` when nothing was asked (or a removal already runs). */
  async confirm(remove: (item: T) => Promise<unknown>): Promise<DeletionOutcome<T> | null> {
    const item = this.item;
    if (item === null || this.isRemoving) return null;
    this.isRemoving = true;
    try {
      await remove(item);
      return { ok: true, item };
    } catch (error) {
      return { ok: false, error };
    } finally {
      runInAction(() => {
        this.item = null;
        this.isRemoving = false;
      });
    }
  }
}
