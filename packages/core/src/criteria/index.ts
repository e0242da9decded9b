// Public API of the criteria area. Each file's exports are re-exported here.
export {};
