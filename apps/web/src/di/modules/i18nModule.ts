import { ContainerModule } from 'inversify';
import { i18n } from '../../i18n/i18n';
import { provide } from '../injection';
import { TRANSLATE } from '../Translate';

/** The app's texts: view-models translate with the app's i18next instance (the language of the moment). */
export const i18nModule = new ContainerModule((options) => {
  provide(options, TRANSLATE).toConstantValue(i18n.t.bind(i18n));
});
