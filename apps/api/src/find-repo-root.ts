import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The monorepo root: the nearest ancestor of `startDir` whose package.json declares `workspaces`.
 * Works from the sources (apps/api/src) and from the bundle (apps/api/dist) alike; falls back to `startDir`.
 */
export function findRepoRoot(startDir: string): string {
  let dir = startDir;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
        if (parsed.workspaces !== undefined) return dir;
      } catch {
        // An unreadable package.json is not the root; keep climbing.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return startDir;
    dir = parent;
  }
}
