import { makeAutoObservable, runInAction } from 'mobx';
import type { QueriesGateway, Query } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { applyListAddition, listsFor, planListAddition, type ListChoice, type ListTarget } from './listAddition';

/** Where a list addition takes its items and what it tells when done. */
export interface ListAdditionSource {
  /** What the chosen items are (contacts or companies). */
  target(): ListTarget;
  /** The ids to add. */
  selectedIds(): readonly number[];
  /** The items were added (the caller's toast, a cleared selection…). */
  added(count: number, listName: string): void;
}

/**
 * Adding chosen items to one of the user's lists or a new one (listAddition.ts plans and sends): the user's lists for
 * the dialog, the pending state and why the last try failed. Used by the advanced search (its selection) and the
 * conference program (its speakers) with the one AddToListDialog.
 */
export class ListAdditionModel {
  /** The user's lists that can take the items (asked when the dialog opens). */
  readonly lists = new Loadable<readonly Query[]>();
  addingToList = false;
  /** Why the last addition failed: too many items for one list, or the API's refusal. */
  addToListError: 'tooMany' | 'failed' | null = null;

  constructor(
    private readonly queries: QueriesGateway,
    private readonly source: ListAdditionSource,
  ) {
    makeAutoObservable<this, 'queries' | 'source'>(this, { queries: false, source: false, lists: false }, { autoBind: true });
  }

  get selectedIds(): readonly number[] {
    return this.source.selectedIds();
  }

  async loadLists(): Promise<void> {
    this.addToListError = null;
    await this.lists.load(() => listsFor(this.queries, this.source.target()));
  }

  /**
   * Adds the items to an existing list (it keeps its items) or a new address book or prospects list; at most 1 000
   * items, past that nothing is sent. True when added.
   */
  async addToList(choice: ListChoice): Promise<boolean> {
    if (this.addingToList) return false;
    const plan = planListAddition(this.source.target(), this.lists.value ?? [], choice, this.source.selectedIds());
    if (plan === null) return false;
    if (plan === 'tooMany') {
      this.addToListError = 'tooMany';
      return false;
    }
    this.addingToList = true;
    this.addToListError = null;
    try {
      await applyListAddition(this.queries, plan);
      this.source.added(plan.added, plan.name);
      return true;
    } catch {
      runInAction(() => {
        this.addToListError = 'failed';
      });
      return false;
    } finally {
      runInAction(() => {
        this.addingToList = false;
      });
    }
  }
}
