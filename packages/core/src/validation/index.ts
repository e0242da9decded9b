// Public API of the validation area. Each file's exports are re-exported here.
export {};
