// Public API of the notifications area. Each file's exports are re-exported here.
export {};
