// What the web app's first route loads, read from the Vite manifest of a build (apps/web/dist by default): used by
// the performance-budget test and the first-route benchmark (bench/first-route).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The build's Vite manifest (`build.manifest: true`). */
export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The chunk keys a chunk loads before running: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The key of the build's single entry (index.html). */
export function entryKeyOf(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.map(([key]) => key).join(', ') || 'none'}`);
  return entries[0]![0];
}

/** The files of the first route: the entry chunk and its static imports (what index.html loads and preloads). */
export function firstRouteFiles(dist: string, manifest: Manifest = readManifest(dist)): string[] {
  return [...staticClosure(manifest, entryKeyOf(manifest))].map((key) => manifest[key]!.file);
}
