-- The campaign timeline (GET /v1/smart-mailing/statistics/timeline) reads an organisation's campaign events over a
-- range of days: one index on (organization_id, occurred_at), as for the sequence timeline (0036). Written by hand.
CREATE INDEX "campaign_events_organization_occurred_idx" ON "campaign_events" USING btree ("organization_id", "occurred_at");
