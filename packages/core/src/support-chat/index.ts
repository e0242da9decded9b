// Public API of the support-chat area (docs/support-chat.md). Each file's exports are re-exported here.
export * from './support-chat-message-text';
export * from './support-chat-rate-limit';
export * from './support-chat-unread';
export * from './support-chat-away-mail';
