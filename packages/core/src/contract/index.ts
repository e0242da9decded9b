// Public API of the contract: per feature, the wire schemas (zod, snake_case), the endpoint table and the gateway
// type shared by the API (validates requests, shapes answers) and the web adapters (parse answers). The interfaces
// the domain needs from the outside world (HTTP client, socket, clock, storage, timers) are in ../ports.
export * from './notifications/notifications.contract';
export * from './socket/socket.contract';
