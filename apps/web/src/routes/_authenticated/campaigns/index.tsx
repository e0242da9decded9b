import { createFileRoute } from '@tanstack/react-router';

/**
 * /campaigns, which leads to /campaigns/results (core's route table: `redirectTo` of `Campaigns`). The protected
 * layout's guard throws that redirect before this route would render: this route file only lets client navigation
 * reach the guard instead of the not-found page. No component: nothing more in the first route than its entry.
 */
export const Route = createFileRoute('/_authenticated/campaigns/')({});
