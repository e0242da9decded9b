import { ContainerModule } from 'inversify';
import { HttpEmailMiscGateway } from '@cible/infra';
import { provide, resolve } from '../injection';
import { ENDPOINT_CLIENT } from '../tokens';
import { EMAIL_MISC_GATEWAY, UNSUBSCRIBE_VIEW_MODEL_FACTORY, UnsubscribeViewModelFactory } from '../../features/unsubscribe/UnsubscribeViewModelFactory';

/**
 * The /unsubscribe page: the factory of its view-model, and the e-mail actions' gateway on the shared endpoint client
 * (loaded with the page's lazy chunk; a test binds its fake gateway first).
 */
export const unsubscribeModule = new ContainerModule((options) => {
  if (!options.isBound(EMAIL_MISC_GATEWAY)) {
    provide(options, EMAIL_MISC_GATEWAY)
      .toDynamicValue((context) => new HttpEmailMiscGateway(resolve(context, ENDPOINT_CLIENT)))
      .inSingletonScope();
  }
  provide(options, UNSUBSCRIBE_VIEW_MODEL_FACTORY).to(UnsubscribeViewModelFactory).inSingletonScope();
});
