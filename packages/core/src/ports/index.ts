// Public API of the ports: the interfaces the domain needs from the outside world, implemented by adapters (infra
// in the browser, the API on the server, fakes in tests). They hold no zod schema (lint): the wire contract of each
// feature is in ../contract.
export * from './http.port';
export * from './socket.port';
export * from './clock.port';
export * from './storage.port';
export * from './timers.port';
export * from './analytics.port';
export * from './target-exclusions.port';
export * from './file-upload.port';
