/** Where adapters write what goes wrong (the browser console by default; a recorder in tests). */
export interface Logger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** The browser console as a {@link Logger}. */
export const consoleLogger: Logger = {
  warn: (message, ...details) => console.warn(message, ...details),
  error: (message, ...details) => console.error(message, ...details),
};
