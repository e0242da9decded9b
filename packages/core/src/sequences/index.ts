// Public API of the sequences area. Each file's exports are re-exported here.
export {};
