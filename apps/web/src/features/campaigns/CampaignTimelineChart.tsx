import { useTranslation } from 'react-i18next';
import { formatDateFr, formatNumberFr, type CampaignTimelinePoint, type StatisticsPeriodGrouping } from '@cible/core';
import { TimelineChart } from '../../ui/components/TimelineChart/TimelineChart';
import { CAMPAIGN_TIMELINE_COUNTERS, type CampaignTimelineCounter } from '@cible/core';

/** Sent as bars; opened, clicked, unsubscribed as lines (bounces are in the data table). */
const LINES: readonly { key: CampaignTimelineCounter; color: string }[] = [
  { key: 'opened_count', color: 'var(--color-success-600)' },
  { key: 'clicked_count', color: 'var(--color-warning-600)' },
  { key: 'unsubscribed_count', color: 'var(--color-error-600)' },
];

export interface CampaignTimelineChartProps {
  readonly points: readonly CampaignTimelinePoint[];
  readonly grouping: StatisticsPeriodGrouping;
  readonly totals: Readonly<Record<CampaignTimelineCounter, number>>;
  readonly size?: { readonly width: number; readonly height: number };
}

/** What the campaign mails did per period (the results page: the ui kit's TimelineChart, a lazy chunk). */
export function CampaignTimelineChart({ points, grouping, totals, size }: CampaignTimelineChartProps) {
  const { t } = useTranslation();
  const summary = t('campaigns.results.timeline.summary', {
    sent: formatNumberFr(totals.sent_count),
    opened: formatNumberFr(totals.opened_count),
    clicked: formatNumberFr(totals.clicked_count),
    unsubscribed: formatNumberFr(totals.unsubscribed_count),
    grouping: t(`campaigns.results.timeline.grouping.${grouping}`),
  });
  return (
    <TimelineChart
      points={points}
      bar="sent_count"
      lines={LINES}
      columns={CAMPAIGN_TIMELINE_COUNTERS}
      size={size}
      texts={{
        summary,
        tableCaption: t('campaigns.results.timeline.title'),
        showData: t('campaigns.results.timeline.showData'),
        periodColumn: t('campaigns.results.timeline.period'),
        periodOf: (start) => t(`campaigns.results.timeline.periodOf.${grouping}`, { date: formatDateFr(`${start}T12:00:00Z`, 'UTC') }),
        counterName: (key) => t(`campaigns.results.counters.${key}`),
      }}
    />
  );
}
