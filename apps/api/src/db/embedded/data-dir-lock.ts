import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** The embedded data dir is open in another live process (or already open in this one). */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
    readonly lockFile: string,
  ) {
    super(`The embedded database ${dataDir} is in use by process ${ownerPid} (lock ${lockFile}). Stop that process first.`);
    this.name = 'DataDirLockedError';
  }
}

/** An exclusive hold on an embedded data dir; `release()` is idempotent. */
export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes the lock file `<dataDir>.lock` (holding the owner's pid) so that two processes never open the same PGlite
 * data dir (PGlite has no postmaster.pid protection: two writers would corrupt it). A lock left by a dead process
 * is taken over. Throws when a live process holds it.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = `${dataDir}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner, file);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database ${dataDir} (lock ${file}).`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
