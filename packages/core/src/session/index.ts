// Public API of the session area. Each file's exports are re-exported here.
export {};
