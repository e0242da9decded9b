// The sequences contract, by sub-feature: the sequence itself, its steps and their statistics, its targets, its
// sending settings, its test sends and runner; SEQUENCES_ENDPOINTS gathers their tables.
export * from './sequence.contract';
export * from './sequence-steps.contract';
export * from './sequence-statistics.contract';
export * from './sequence-history.contract';
export * from './sequence-targets.contract';
export * from './sequence-settings.contract';
export * from './sequence-sending.contract';
export * from './sequences.contract';
