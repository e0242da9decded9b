import { createFileRoute } from '@tanstack/react-router';
import { MyContractPage } from '../../../features/personal-space/my-contract/MyContractPage';

/**
 * /personal-space/my-contract ("Mon contrat"; docs/rules/routing.md "Route table (generated)"): licence, organisation
 * and rights of the user.
 */
export const Route = createFileRoute('/_authenticated/personal-space/my-contract')({ component: MyContractPage });
