// Public API of the sequences area. Each file's exports are re-exported here.
export * from './next-step';
export * from './step-path';
export * from './estimate-end-date';
export * from './sending-window';
export * from './sequence-steps-rules';
export * from './sequence-transitions';
export * from './sequence-percentages';
export * from './target-search';
export * from './sequence-editing-rules';
export * from './sequence-models';
export * from './send-retry';
