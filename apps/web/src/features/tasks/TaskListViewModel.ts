import { makeAutoObservable, runInAction } from 'mobx';
import type { TaskDisplayStateCode } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import type { OwnerTask, TaskListPort } from './taskListPort';

/** Tasks shown per page. */
export const TASK_PAGE_SIZE = 20;

/** What the list tells the user after an action (a toast). */
export interface TaskListNotices {
  done(kind: 'deleted' | 'saved'): void;
  failed(): void;
}

/**
 * The owner's tasks: to do, late (within the 10-day due window, the API's rule) or done, 20 per page; mark one done or
 * to do again, delete one after a confirmation (kept as deleted in the sequence's history by the API).
 */
export class TaskListViewModel {
  readonly tasks = new Loadable<{ task_list: OwnerTask[]; task_count: number }>({ status: 'loading' });
  /** The state shown; null: all three. */
  state: TaskDisplayStateCode | null = 'todo';
  page = 1;
  pendingDeletion: OwnerTask | null = null;
  busyId: number | null = null;

  constructor(
    private readonly gateway: TaskListPort,
    private readonly notices: TaskListNotices,
  ) {
    makeAutoObservable<this, 'gateway' | 'notices'>(this, { gateway: false, notices: false, tasks: false }, { autoBind: true });
  }

  get rows(): readonly OwnerTask[] {
    return this.tasks.value?.task_list ?? [];
  }

  get total(): number {
    return this.tasks.value?.task_count ?? 0;
  }

  load(): Promise<unknown> {
    const state = this.state;
    const offset = (this.page - 1) * TASK_PAGE_SIZE;
    return this.tasks.load(() => this.gateway.listTasks({ query: { ...(state === null ? {} : { state_list: [state] }), limit: TASK_PAGE_SIZE, offset } }));
  }

  setState(state: TaskDisplayStateCode | null): Promise<unknown> {
    if (state === this.state) return Promise.resolve();
    this.state = state;
    this.page = 1;
    return this.load();
  }

  setPage(page: number): Promise<unknown> {
    const next = Math.min(Math.max(1, Math.trunc(page)), Math.max(1, Math.ceil(this.total / TASK_PAGE_SIZE)));
    if (next === this.page) return Promise.resolve();
    this.page = next;
    return this.load();
  }

  /** Marks a task done, or to do again when it is done. */
  toggleDone(task: OwnerTask): Promise<boolean> {
    return this.act(task.id, 'saved', () => this.gateway.updateTask({ params: { id: task.id }, body: { status_id: task.status_id === 2 ? 1 : 2 } }));
  }

  askDeletion(task: OwnerTask | null): void {
    this.pendingDeletion = task;
  }

  confirmDeletion(): Promise<boolean> {
    const task = this.pendingDeletion;
    if (task === null) return Promise.resolve(false);
    this.pendingDeletion = null;
    return this.act(task.id, 'deleted', () => this.gateway.deleteTask({ params: { id: task.id } }));
  }

  private async act(id: number, done: 'deleted' | 'saved', call: () => Promise<unknown>): Promise<boolean> {
    this.busyId = id;
    try {
      await call();
      this.notices.done(done);
      await this.load();
      return true;
    } catch {
      this.notices.failed();
      return false;
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }
}
