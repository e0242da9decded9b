import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { DateTime } from 'luxon';
import { APP_VERSION } from '@cible/core';
import { CLOCK, GLOBAL_CONFIGURATION_STORE, HELP_POPUP_STORE } from '../../di/tokens';
import { useInjection } from '../../di/useInjection';
import { Icon } from '../../ui/components/Icon/Icon';
import { TextLink, textLinkClassName } from '../../ui/components/TextLink/TextLink';
import { HelpPopup } from '../help/HelpPopup';
import { HELP_CENTRE_CONFIGURATION_NAMES, WEBSITE_CONFIGURATION_NAMES, configuredUrl } from './configuredUrl';
import styles from './AppFooter.module.css';

/**
 * The application layout's footer (app-shell §2.8): the contact-us link opening the help popup, the copyright
 * (a link to the public website when the global configurations give one), the version (core's APP_VERSION) and
 * the help-centre link, shown only when the global configurations give its URL. It mounts the help popup too
 * (opened by its contact-us link and by the user menu, through the HelpPopupStore).
 */
export const AppFooter = observer(function AppFooter() {
  const { t } = useTranslation();
  const popup = useInjection(HELP_POPUP_STORE);
  const configuration = useInjection(GLOBAL_CONFIGURATION_STORE);
  const clock = useInjection(CLOCK);

  useEffect(() => {
    void configuration.load();
  }, [configuration]);

  const helpCentreUrl = configuredUrl(configuration.configurations, HELP_CENTRE_CONFIGURATION_NAMES);
  const websiteUrl = configuredUrl(configuration.configurations, WEBSITE_CONFIGURATION_NAMES);
  const year = DateTime.fromJSDate(clock.now(), { zone: clock.zone }).year;
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
            <Button className={`${textLinkClassName} ${styles.contact}`} onPress={popup.open}>
              <Icon name="help" size={14} />
              {t('footer.contactUs')}
            </Button>
          </nav>
        </div>
      </footer>
      <HelpPopup />
    </>
  );
});
