// The socket contract: wire schemas, endpoint table, gateway type.
export * from './socket.contract';
