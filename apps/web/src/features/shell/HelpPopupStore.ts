import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/**
 * Whether the help (contact-us) popup is open. The user menu stays open on mouse leave while it is
 * (app-shell §4); the footer and the user menu open it.
 */
@injectable()
export class HelpPopupStore {
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
