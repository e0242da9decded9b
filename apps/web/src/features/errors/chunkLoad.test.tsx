import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '@cible/core';
import { ContainerContext } from '../../di/ContainerContext';
import { createTestApp } from '../../testing/createTestApp';
import { ChunkLoadError, importWithTimeout, isChunkLoadError } from './chunkLoad';
import { ChunkLoadWatchdog } from './ChunkLoadWatchdog';
import { RouteErrorPage } from './RouteErrorPage';

afterEach(() => {
  vi.useRealTimers();
});

/** A router whose only page is lazily imported with the given importer, with the app's route error page. */
async function renderLazyPage(importer: () => Promise<Record<string, () => null>>) {
  const test = createTestApp();
  const root = createRootRoute({ component: Outlet, errorComponent: ({ error, reset }) => <RouteErrorPage error={error} reset={reset} /> });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: lazyRouteComponent(importer, 'Page') });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <ContainerContext.Provider value={test.container}>
      <RouterProvider router={router} />
    </ContainerContext.Provider>,
  );
  await act(() => router.load().catch(() => undefined));
}

describe('chunk-load failures', () => {
  it('shows the chunk-load screen with a reload when a page import is rejected', async () => {
    await renderLazyPage(() => importWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page-1.js'))));
    expect(await screen.findByRole('heading', { name: 'Cette page n’a pas pu être chargée' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });

  it('gives up on an import after 120 s with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    const pending = importWithTimeout(() => new Promise<never>(() => {}));
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await outcome;
  });

  it('passes a successful import through', async () => {
    await expect(importWithTimeout(async () => ({ Page: 1 }))).resolves.toEqual({ Page: 1 });
  });

  it('recognises the browsers’ dynamic-import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('shows the chunk-load screen when a navigation stays pending too long', async () => {
    const test = createTestApp();
    const root = createRootRoute({ component: Outlet });
    const page = createRoute({ getParentRoute: () => root, path: '/', component: () => null, loader: () => new Promise<void>(() => {}) });
    const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(
      <ContainerContext.Provider value={test.container}>
        <RouterProvider router={router} />
        <ChunkLoadWatchdog router={router} timeoutMs={50} />
      </ContainerContext.Provider>,
    );
    expect(await screen.findByRole('button', { name: 'Recharger la page' }, { timeout: 2000 })).toBeInTheDocument();
  });
});
