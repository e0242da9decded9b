// Public API of the routing area. Each file's exports are re-exported here.
export {};
