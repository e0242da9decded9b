import type { GlobalConfiguration } from '@cible/core';

/**
 * The first http(s) URL among the global configurations carrying one of `names` (compared case-insensitively),
 * or null when none is configured or the value is not an http(s) URL (the link is then not shown).
 */
export function configuredUrl(configurations: readonly GlobalConfiguration[], names: readonly string[]): string | null {
  const wanted = names.map((name) => name.toLowerCase());
  for (const configuration of configurations) {
    if (!wanted.includes(configuration.name.toLowerCase()) || typeof configuration.value !== 'string') continue;
    try {
      const url = new URL(configuration.value.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // Not a URL: keep looking.
    }
  }
  return null;
}

/** Global-configuration names that may carry the help-centre URL (the footer hides the link without one). */
export const HELP_CENTRE_CONFIGURATION_NAMES = ['help_center_url', 'help_centre_url', 'help_url'] as const;

/** Global-configuration names that may carry the public website the copyright links to. */
export const WEBSITE_CONFIGURATION_NAMES = ['website_url', 'public_website_url'] as const;
