// Public API of the realtime area. Each file's exports are re-exported here.
export * from './socket-timing';
