-- The sequence timeline (GET /v1/sequence/statistics/timeline; docs/api.md "Sequence targets and tasks") reads an
-- organisation's events over a range of days: one index on (organization_id, occurred_at). Written by hand.
CREATE INDEX "sequence_events_organization_occurred_idx" ON "sequence_events" USING btree ("organization_id", "occurred_at");
