/** The web app's runtime configuration (bound once by di/modules/configModule). */
export interface AppConfig {
  /** Base URL of the API: the page's own origin (the API serves the web app). */
  readonly apiBaseUrl: string;
  /** Whether cookies must be `Secure` (pages served over https). */
  readonly secureCookies: boolean;
}
