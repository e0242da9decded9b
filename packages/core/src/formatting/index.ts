// Public API of the formatting area. Each file's exports are re-exported here.
export {};
