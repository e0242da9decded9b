import { ContainerModule } from 'inversify';
import { HttpSmartMailingGateway } from '@cible/infra';
import { provide, resolve } from '../injection';
import { ENDPOINT_CLIENT } from '../tokens';
import { SMART_MAILING_GATEWAY } from '../../features/campaigns/smartMailingGatewayToken';
import { CAMPAIGNS_VIEW_MODEL_FACTORY, CampaignsViewModelFactory } from '../../features/campaigns/CampaignsViewModelFactory';

/**
 * The campaign pages (issue 19): settings (header and footer, senders, domains), and their HTTP gateway on the shared
 * endpoint client. Bound here, in the pages' lazy chunk, rather than in gatewaysModule: the first route is at its budget
 * (docs/performance.md).
 */
export const campaignsModule = new ContainerModule((options) => {
  provide(options, SMART_MAILING_GATEWAY)
    .toDynamicValue((context) => new HttpSmartMailingGateway(resolve(context, ENDPOINT_CLIENT)))
    .inSingletonScope();
  provide(options, CAMPAIGNS_VIEW_MODEL_FACTORY).to(CampaignsViewModelFactory).inSingletonScope();
});
