import { describe, expect, it, vi } from 'vitest';
import type { TaskDisplayStateCode } from '@cible/core';
import { TASK_PAGE_SIZE, TaskListViewModel } from './TaskListViewModel';
import type { OwnerTask, TaskListPort } from './taskListPort';

const task = (id: number, state: TaskDisplayStateCode): OwnerTask => ({
  id,
  type_id: 1,
  description: `Appeler ${id}`,
  contact_id: 100 + id,
  user_id: 7,
  status_id: state === 'done' ? 2 : 1,
  due_date: '2026-11-26T08:00:00.000Z',
  sequence_id: 3,
  creation_date: '2026-11-20T08:00:00.000Z',
  done_date: state === 'done' ? '2026-11-25T08:00:00.000Z' : null,
  display_state: state,
});

/** A server holding the owner's tasks, filtered by state and paged (tests only). */
function setup(failing = false) {
  let rows = [...Array.from({ length: 25 }, (_, index) => task(index + 1, 'todo')), task(40, 'late'), task(41, 'done')];
  const gateway: TaskListPort = {
    listTasks: vi.fn(async ({ query }) => {
      const found = rows.filter((row) => query.state_list === undefined || query.state_list.includes(row.display_state));
      return { task_list: found.slice(query.offset, query.offset + query.limit), task_count: found.length };
    }),
    updateTask: vi.fn(async ({ params, body }) => {
      if (failing) throw { kind: 'api', status: 404, error: { code: 'NOT_FOUND', message: '' } };
      rows = rows.map((row) => (row.id === params.id ? { ...row, status_id: body.status_id, display_state: body.status_id === 2 ? 'done' : 'todo' } : row));
      return rows.find((row) => row.id === params.id)!;
    }),
    deleteTask: vi.fn(async ({ params }) => {
      rows = rows.filter((row) => row.id !== params.id);
    }),
  };
  const notices = { done: vi.fn(), failed: vi.fn() };
  return { gateway, notices, vm: new TaskListViewModel(gateway, notices) };
}

describe('TaskListViewModel', () => {
  it('shows the tasks to do first, 20 a page, and filters by late, done or all', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    expect(gateway.listTasks).toHaveBeenLastCalledWith({ query: { state_list: ['todo'], limit: TASK_PAGE_SIZE, offset: 0 } });
    expect(vm.total).toBe(25);
    await vm.setPage(2);
    expect(vm.rows).toHaveLength(5);
    await vm.setState('late');
    expect(vm.page).toBe(1);
    expect(vm.rows.map((row) => row.id)).toEqual([40]);
    await vm.setState(null);
    expect(gateway.listTasks).toHaveBeenLastCalledWith({ query: { limit: 20, offset: 0 } });
    expect(vm.total).toBe(27);
  });

  it('marks a task done (it leaves the to-do list), deletes only after the confirmation, and says when it failed', async () => {
    const { vm, notices, gateway } = setup();
    await vm.setState('late');
    await vm.toggleDone(vm.rows[0]!);
    expect(gateway.updateTask).toHaveBeenCalledWith({ params: { id: 40 }, body: { status_id: 2 } });
    expect(notices.done).toHaveBeenCalledWith('saved');
    expect(vm.rows).toHaveLength(0);
    await vm.setState('done');
    vm.askDeletion(vm.rows[0]!);
    expect(gateway.deleteTask).not.toHaveBeenCalled();
    await vm.confirmDeletion();
    expect(notices.done).toHaveBeenCalledWith('deleted');
    expect(vm.rows.map((row) => row.id)).toEqual([41]);
    const failing = setup(true);
    await failing.vm.load();
    await expect(failing.vm.toggleDone(failing.vm.rows[0]!)).resolves.toBe(false);
    expect(failing.notices.failed).toHaveBeenCalled();
  });
});
