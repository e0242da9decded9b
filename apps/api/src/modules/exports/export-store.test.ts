import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createExportStore } from './export-store';

describe('the local export store', () => {
  const root = mkdtempSync(join(tmpdir(), 'cible-export-store-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates its folder, moves a finished scratch file under its key, serves it, removes it', async () => {
    const store = createExportStore(join(root, 'exports'), null);
    const scratch = await store.scratchPath('exports/12.csv');
    await writeFile(scratch, 'Prénom;Nom\n');
    await store.put('exports/12.csv', scratch, 'text/csv');
    expect(await text((await store.open('exports/12.csv'))!)).toBe('Prénom;Nom\n');
    await store.remove('exports/12.csv');
    expect(await store.open('exports/12.csv')).toBeNull();
  });

  it('refuses a key that is not an export file (no path can leave the folder)', async () => {
    const store = createExportStore(join(root, 'exports'), null);
    for (const key of ['exports/../../etc/passwd', 'exports/12.pdf', '/tmp/12.csv', 'exports/a.csv']) {
      await expect(store.open(key), key).rejects.toThrow(RangeError);
    }
  });
});
