// Public API of the campaigns area. Each file's exports are re-exported here.
export {};
