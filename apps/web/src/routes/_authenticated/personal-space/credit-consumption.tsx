import { createFileRoute } from '@tanstack/react-router';
import { CreditConsumptionPage } from '../../../features/credit-consumption/CreditConsumptionPage';

/** /personal-space/credit-consumption ("Consommation de crédits"): balances, consumption over time, history, manager top-up. */
export const Route = createFileRoute('/_authenticated/personal-space/credit-consumption')({ component: CreditConsumptionPage });
