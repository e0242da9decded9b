import { trackEmailHtml } from '@cible/core';
import type { SequenceTrackingRepository } from './sequence-tracking-repository';

/** The tracking paths (public, no login): the open pixel and the click redirect of a mail, by its tracking token. */
export const TRACKING_PIXEL_PATH = (token: string) => `/v1/t/o/${encodeURIComponent(token)}`;
export const TRACKING_CLICK_PATH = (token: string, n: number | string) => `/v1/t/c/${encodeURIComponent(token)}/${n}`;
/** The unsubscribe page of a mail (sequence-tracking-routes.ts). */
export const TRACKING_UNSUBSCRIBE_PATH = (token: string) => `/v1/t/u/${encodeURIComponent(token)}`;

/** What the sender calls on a rendered mail before SMTP (shared contract step 3). */
export interface EmailTracker {
  /**
   * The mail's HTML with its links rewritten to the click redirect and the open pixel added (core's trackEmailHtml);
   * the original URLs are kept with the send of `token`, in order, as the redirect's only targets.
   */
  trackEmail(html: string, token: string, baseUrl: string): Promise<string>;
}

export function createEmailTracker(repository: Pick<SequenceTrackingRepository, 'saveLinks'>): EmailTracker {
  return {
    async trackEmail(html, token, baseUrl) {
      const base = baseUrl.replace(/\/+$/, '');
      const tracked = trackEmailHtml(html, { clickUrl: (n) => `${base}${TRACKING_CLICK_PATH(token, n)}`, openPixelUrl: `${base}${TRACKING_PIXEL_PATH(token)}` });
      await repository.saveLinks(token, tracked.links);
      return tracked.html;
    },
  };
}
