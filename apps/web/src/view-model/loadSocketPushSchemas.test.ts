import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the module each time: the test setup has loaded the schemas of the shared one.
async function freshModule() {
  vi.resetModules();
  return import('./loadSocketPushSchemas');
}

describe('withSocketPushSchemas', () => {
  afterEach(() => {
    vi.doUnmock('./socketPushSchemas');
  });

  it('reads the pushes that came before the schemas once they are loaded, in order, then at once', async () => {
    const { withSocketPushSchemas } = await freshModule();
    const read: string[] = [];
    withSocketPushSchemas((schemas) => read.push(`first ${String(schemas?.NotificationPushSchema.safeParse({ notification_count: 1 }).success)}`));
    withSocketPushSchemas((schemas) => read.push(`second ${String(schemas?.SupportChatPushSchema.safeParse({ audience: 'user' }).success)}`));
    expect(read).toEqual([]);
    await vi.waitFor(() => expect(read).toEqual(['first false', 'second false']));
    withSocketPushSchemas((schemas) => read.push(`third ${schemas === null ? 'none' : 'loaded'}`));
    expect(read).toEqual(['first false', 'second false', 'third loaded']);
  });

  it('reads a push with no schemas when they cannot be loaded, and tries the load again on the next push', async () => {
    vi.doMock('./socketPushSchemas', () => {
      throw new Error('offline');
    });
    const { withSocketPushSchemas, loadSocketPushSchemas } = await freshModule();
    const read: (string | null)[] = [];
    withSocketPushSchemas((schemas) => read.push(schemas === null ? null : 'loaded'));
    await vi.waitFor(() => expect(read).toEqual([null]));
    vi.doUnmock('./socketPushSchemas');
    await expect(loadSocketPushSchemas()).resolves.toHaveProperty('NotificationPushSchema');
  });
});
