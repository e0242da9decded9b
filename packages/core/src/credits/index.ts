// Public API of the credits area. Each file's exports are re-exported here.
export {};
