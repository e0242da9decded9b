import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { token } from '../../di/token';

/**
 * Whether the quick-search results are open: the application layout dims the page under them with the
 * Overlay (docs/web-shell.md "Layouts"). The quick-search feature opens and closes it; a click on the overlay closes
 * it.
 */
@injectable()
export class QuickSearchOverlayStore {
  isOpen = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  open(): void {
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
  }
}

/** DI token of the quick-search overlay flag (app-wide singleton). */
export const QUICK_SEARCH_OVERLAY_STORE = token<QuickSearchOverlayStore>('QuickSearchOverlayStore');
