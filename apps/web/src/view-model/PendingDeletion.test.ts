import { describe, expect, it } from 'vitest';
import { PendingDeletion } from './PendingDeletion';

describe('PendingDeletion', () => {
  it('removes the asked item once, then forgets it', async () => {
    const deletion = new PendingDeletion<{ id: number }>();
    const removed: number[] = [];
    deletion.ask({ id: 4 });
    const outcome = await deletion.confirm(async (item) => void removed.push(item.id));
    expect(outcome).toEqual({ ok: true, item: { id: 4 } });
    expect(removed).toEqual([4]);
    expect(deletion.item).toBeNull();
    await expect(deletion.confirm(async () => undefined)).resolves.toBeNull();
  });

  it('gives the failure and closes; a cancel while the removal runs is ignored', async () => {
    const deletion = new PendingDeletion<string>();
    deletion.ask('domaine.fr');
    let release!: () => void;
    const running = deletion.confirm(() => new Promise<void>((_, reject) => (release = () => reject(new Error('in use')))));
    expect(deletion.isRemoving).toBe(true);
    deletion.cancel();
    expect(deletion.item).toBe('domaine.fr');
    await expect(deletion.confirm(async () => undefined)).resolves.toBeNull();
    release();
    const outcome = await running;
    expect(outcome).toMatchObject({ ok: false });
    expect((outcome as { error: Error }).error.message).toBe('in use');
    expect(deletion).toMatchObject({ item: null, isRemoving: false });
  });

  it('cancels when nothing runs', () => {
    const deletion = new PendingDeletion<string>();
    deletion.ask('x');
    deletion.cancel();
    expect(deletion.item).toBeNull();
  });
});
