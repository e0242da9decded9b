// Public API of the access area. Each file's exports are re-exported here.
export {};
