import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { token } from '../../di/token';

/**
 * Whether the help (contact-us) popup is open. The user menu stays open on mouse leave while it is
 * (docs/web-shell.md "Header and user menu"); the footer and the user menu open it.
 */
@injectable()
export class HelpPopupStore {
  isOpen = false;
  /** Whether it was ever opened: the popup's code is loaded (and mounted) from then on. */
  wasOpened = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  open(): void {
    this.isOpen = true;
    this.wasOpened = true;
  }

  close(): void {
    this.isOpen = false;
  }
}

/** DI token of the help popup flag (app-wide singleton). */
export const HELP_POPUP_STORE = token<HelpPopupStore>('HelpPopupStore');
