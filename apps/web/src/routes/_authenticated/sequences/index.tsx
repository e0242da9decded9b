import { createFileRoute } from '@tanstack/react-router';

/**
 * /sequences, which leads to /sequences/results (core's route table: `redirectTo` of `Sequences`; docs/rules/routing.md
 * "route redirect"). The protected layout's guard throws that redirect, after the login and permission checks, before
 * this route would render, as a full page load's server 302 does: this route file only lets client navigation reach
 * the guard instead of the not-found page. No component, no beforeLoad: nothing more in the first route than its
 * entry (docs/performance.md, first-route budget).
 */
export const Route = createFileRoute('/_authenticated/sequences/')({});
