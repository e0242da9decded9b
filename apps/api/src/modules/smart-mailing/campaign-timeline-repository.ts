import type { CampaignTimelineCounter, DayCounters } from '@cible/core';
import type { Database } from '../../db/database';

/** One mail of an event: its send, else (an unsubscription from a target) its target. */
const EVENT_MAIL_KEY = `coalesce('s' || e.send_id::text, 't' || e.target_id::text)`;

const TYPES: Readonly<Record<CampaignTimelineCounter, string>> = {
  sent_count: 'sent',
  opened_count: 'opened',
  clicked_count: 'clicked',
  bounced_count: 'bounced',
  unsubscribed_count: 'unsubscribed',
};

/** Per calendar day (in $4) from $2 to $3: the distinct mails of each event type of organisation $1, bot hits out. */
const TIMELINE_DAYS_SQL = `
  SELECT to_char((e.occurred_at AT TIME ZONE $4)::date, 'YYYY-MM-DD') AS day,
         ${Object.entries(TYPES)
           .map(([column, type]) => `count(DISTINCT ${EVENT_MAIL_KEY}) FILTER (WHERE e.type = '${type}')::int AS ${column}`)
           .join(',\n         ')}
    FROM campaign_events e
   WHERE e.organization_id = $1 AND NOT e.is_bot
     AND e.type IN (${Object.values(TYPES).map((type) => `'${type}'`).join(', ')})
     AND e.occurred_at >= ($2::date::timestamp AT TIME ZONE $4)
     AND e.occurred_at < (($3::date + 1)::timestamp AT TIME ZONE $4)
   GROUP BY 1
   ORDER BY 1`;

/** SQL of the campaign timeline, scoped by organisation. */
export interface CampaignTimelineRepository {
  /** The days from `from` to `to` (both included, in `zone`) with events of the organisation's campaigns. */
  days(organizationId: number, range: { readonly from: string; readonly to: string; readonly zone: string }): Promise<DayCounters<CampaignTimelineCounter>[]>;
}

export function createCampaignTimelineRepository(db: Database): CampaignTimelineRepository {
  return {
    days: (organizationId, { from, to, zone }) => db.query<DayCounters<CampaignTimelineCounter>>(TIMELINE_DAYS_SQL, [organizationId, from, to, zone]),
  };
}
