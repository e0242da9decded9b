import { Suspense, lazy, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { APP_VERSION } from '@cible/core';
import { CLOCK } from '../../di/tokens';
import { GLOBAL_CONFIGURATION_STORE } from '../session/GlobalConfigurationStore';
import { globalConfigurationModule } from '../../di/modules/globalConfigurationModule';
import { useFactory } from '../../di/useFactory';
import { HELP_POPUP_STORE } from '../shell/HelpPopupStore';
import { useInjection } from '../../di/useInjection';
import { Icon } from '../../ui/components/Icon/Icon';
import { TextLink, textLinkClassName } from '../../ui/components/TextLink/TextLink';
import { importWithTimeout } from '../errors/chunkLoad';
import { HELP_CENTRE_CONFIGURATION_NAMES, WEBSITE_CONFIGURATION_NAMES, configuredUrl } from './configuredUrl';
import styles from './AppFooter.module.css';

/** The help popup's code (modal, select, text area, file drop): fetched when first needed, not with every page. */
const loadHelpPopup = () => importWithTimeout(() => import('../help/HelpPopup'));
const HelpPopup = lazy(() => loadHelpPopup().then((module) => ({ default: module.HelpPopup })));

/** Starts fetching the popup's code early (pointer over or focus on "Nous contacter"). */
const preloadHelpPopup = () => {
  void loadHelpPopup().catch(() => undefined);
};

/**
 * The application layout's footer (docs/web-shell.md "Footer and help popup"): the contact-us link opening the help
 * popup, the copyright (a link to the public website when the global configurations give one), the version (core's
 * APP_VERSION) and the help-centre link, shown only when the global configurations give its URL. It mounts the help
 * popup too (opened by its contact-us link and by the user menu, through the HelpPopupStore), loaded and mounted the
 * first time it opens (docs/performance.md).
 */
export const AppFooter = observer(function AppFooter() {
  const { t } = useTranslation();
  const popup = useInjection(HELP_POPUP_STORE);
  const configuration = useFactory(globalConfigurationModule, GLOBAL_CONFIGURATION_STORE);
  const clock = useInjection(CLOCK);

  useEffect(() => {
    void configuration.load();
  }, [configuration]);

  const helpCentreUrl = configuredUrl(configuration.configurations, HELP_CENTRE_CONFIGURATION_NAMES);
  const websiteUrl = configuredUrl(configuration.configurations, WEBSITE_CONFIGURATION_NAMES);
  // The year in the clock's zone with Intl (not luxon: the layout would download it on every page for one number).
  const year = Number(new Intl.DateTimeFormat('en', { timeZone: clock.zone, year: 'numeric' }).format(clock.now()));
  const copyright = t('footer.copyright', { year });

  return (
    <>
      <footer className={styles.footer}>
        <div className={styles.inner}>
          <p className={styles.meta}>
            {websiteUrl ? (
              <TextLink variant="subtle" href={websiteUrl} isExternal>
                {copyright}
              </TextLink>
            ) : (
              <span>{copyright}</span>
            )}
            <span aria-hidden="true" className={styles.separator}>
              {'·'}
            </span>
            <span>{t('footer.version', { version: APP_VERSION })}</span>
          </p>
          <nav className={styles.links} aria-label={t('footer.navigation')}>
            {helpCentreUrl && (
              <TextLink variant="subtle" href={helpCentreUrl} isExternal>
                {t('footer.helpCentre')}
              </TextLink>
            )}
            <Button className={`${textLinkClassName} ${styles.contact}`} onPress={popup.open} onHoverStart={preloadHelpPopup} onFocus={preloadHelpPopup}>
              <Icon name="help" size={14} />
              {t('footer.contactUs')}
            </Button>
          </nav>
        </div>
      </footer>
      {popup.wasOpened && (
        <Suspense fallback={null}>
          <HelpPopup />
        </Suspense>
      )}
    </>
  );
});
