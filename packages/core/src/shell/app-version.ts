/**
 * Application version shown in the footer.
 * @rule app-shell §1, §9 · version 2.0.3
 */
export const APP_VERSION = '2.0.3';
