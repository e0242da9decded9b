// Adapters for core's ports (HTTP gateway, WebSocket gateway, cookie storage, analytics) land with the web shell issue.
export {};
