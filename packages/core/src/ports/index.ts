// Public API of the ports area. Each file's exports are re-exported here.
export {};
