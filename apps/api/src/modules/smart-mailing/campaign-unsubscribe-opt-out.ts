/**
 * The organisation-wide opt-out of a contact (docs/adr/038-campaign-sender.md "Unsubscribe"), one SQL predicate read by
 * the sequence import, the campaign import and the campaign sender: the contact unsubscribed from one of the
 * organisation's sequences (a target done `unsubscribed` or an `unsubscribed` event) or from one of its campaigns (an
 * `unsubscribed` campaign event on that contact's target or send). `organization` and `contact` are SQL expressions
 * (a parameter such as `$2`, a column such as `c.id`).
 */
export function contactOptedOutSql(organization: string, contact: string): string {
  return `(EXISTS (SELECT 1 FROM sequence_targets ot WHERE ot.organization_id = ${organization} AND ot.contact_id = ${contact}
            AND (ot.done_event = 'unsubscribed' OR EXISTS (SELECT 1 FROM sequence_events oe WHERE oe.target_id = ot.id AND oe.type = 'unsubscribed')))
   OR EXISTS (SELECT 1 FROM campaign_events ce
            LEFT JOIN campaign_targets ct ON ct.id = ce.target_id
            LEFT JOIN campaign_sends cs ON cs.id = ce.send_id
            WHERE ce.organization_id = ${organization} AND ce.type = 'unsubscribed'
              AND (ct.contact_id = ${contact} OR cs.contact_id = ${contact})))`;
}
