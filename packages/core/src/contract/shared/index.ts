// What every feature's contract is built from: the safe string and wire primitives, the endpoint descriptor and
// gateway builder, query-string helpers, paging and list builders, the error body.
export * from './api-primitives';
export * from './endpoint';
export * from './endpoint-gateway';
export * from './query-params';
export * from './pagination';
export * from './api-error';
export * from './counters';
export * from './prospect-targets';
