import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as AriaLink } from 'react-aria-components';
import { can, homeGreeting, homeRedirectFor, licenceById } from '@cible/core';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { Icon } from '../../ui/components/Icon/Icon';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { useInjection } from '../../di/useInjection';
import { CLOCK } from '../../di/tokens';
import { GLOBAL_CONFIGURATION_STORE } from '../session/GlobalConfigurationStore';
import { globalConfigurationModule } from '../../di/modules/globalConfigurationModule';
import { useFactory } from '../../di/useFactory';
import { SESSION_STORE } from '../session/SessionStore';
import { isBuiltAppPath } from '../../routing/builtRoutes';
import { useNavLabel } from '../shell/useNavLabel';
import { homeShortcutsFor } from './homeShortcuts';
import { HomeHero } from './HomeHero';
import styles from './HomePage.module.css';
import { useCoreText } from '../../i18n/coreText';

/** The name of each app home page of core's homeRedirectFor, for the banner shown until that page is built. */
const UPCOMING_HOME_FEATURES = {
  '/personal-space/email-connection': 'home.upcomingFeature.emailConnection',
  '/business-alerts': 'home.upcomingFeature.businessAlerts',
  '/campaigns/results': 'home.upcomingFeature.campaignResults',
} as const;

/**
 * The home page (/): a greeting, the user's account (organisation, licence, role, tester level), shortcuts to
 * the pages of this build the user may read and the tools of the older desk host, and, for a licence whose own home
 * page is not built yet, where it will land.
 */
export const HomePage = observer(function HomePage() {
  const { t, i18n } = useTranslation();
  const label = useNavLabel();
  const text = useCoreText();
  const session = useInjection(SESSION_STORE);
  const configuration = useFactory(globalConfigurationModule, GLOBAL_CONFIGURATION_STORE);
  const clock = useInjection(CLOCK);

  useEffect(() => {
    void configuration.load();
  }, [configuration]);

  const user = session.user;
  const ability = session.ability;
  const accessUser = session.accessUser;
  if (!user || !ability || !accessUser) return <Skeleton variant="card" lines={4} />;

  const now = clock.now();
  const hero = homeGreeting(now, clock.zone, i18n.language) ?? homeGreeting(now, 'UTC', i18n.language)!;
  const licence = text(licenceById(accessUser.licenceId).label);
  const shortcuts = homeShortcutsFor(ability, { isBuiltPath: isBuiltAppPath, deskHost: configuration.deskHost });
  const homeRedirect = homeRedirectFor(accessUser.licenceId);
  // A licence whose home page (core's homeRedirectFor) is not built yet stays here: say where it will land.
  const upcomingKey =
    homeRedirect.kind === 'app' && !isBuiltAppPath(homeRedirect.path)
      ? UPCOMING_HOME_FEATURES[homeRedirect.path as keyof typeof UPCOMING_HOME_FEATURES]
      : undefined;
  const upcomingFeature = upcomingKey === undefined ? null : t(upcomingKey);
  const connectionsReadable = isBuiltAppPath('/personal-space/connections') && can(ability, 'read', 'PERSONAL_SPACE_EMAIL_CONNECTION');

  return (
    <div className={styles.page}>
      <HomeHero date={hero.date} title={t(hero.part === 'evening' ? 'home.greetingEvening' : 'home.greetingMorning', { firstName: user.first_name })} />

      {upcomingFeature !== null && (
        <section className={styles.deskBanner} aria-labelledby="home-upcoming-title">
          <span className={styles.deskIcon}>
            <Icon name="info" size={22} />
          </span>
          <div className={styles.deskText}>
            <h2 id="home-upcoming-title" className={styles.deskTitle}>
              {t('home.upcomingTitle', { feature: upcomingFeature })}
            </h2>
            <p>{t('home.upcomingText', { licence, feature: upcomingFeature })}</p>
          </div>
          {homeRedirect.kind === 'app' && homeRedirect.path === '/personal-space/email-connection' && connectionsReadable && (
            <div className={styles.deskAction}>
              <AriaLink href="/personal-space/connections" className={styles.deskButton}>
                {t('home.upcomingConnections')}
                <Icon name="chevronRight" size={15} />
              </AriaLink>
            </div>
          )}
        </section>
      )}

      <div className={styles.grid}>
        <Card title={t('home.shortcutsTitle')} className={styles.shortcuts}>
          {shortcuts.app.length === 0 ? (
            <EmptyState icon="inbox" title={t('home.shortcutsEmptyTitle')} text={t('home.shortcutsEmptyText')} isCompact headingLevel={3} />
          ) : (
            <ul className={styles.shortcutList}>
              {shortcuts.app.map((link) => (
                <li key={link.key}>
                  <AriaLink href={link.target.kind === 'app' ? link.target.path : undefined} className={styles.shortcut}>
                    <span>{label(link)}</span>
                    <Icon name="chevronRight" size={16} />
                  </AriaLink>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card title={t('home.accountTitle')}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('home.organization')}</dt>
              <dd>{user.organization.name}</dd>
            </div>
            <div>
              <dt>{t('home.licence')}</dt>
              <dd>{licence}</dd>
            </div>
            <div>
              <dt>{t('home.role')}</dt>
              <dd>{user.is_organization_manager ? t('home.roleManager') : t('home.roleMember')}</dd>
            </div>
            {accessUser.testerLevel && (
              <div>
                <dt>{t('home.testerLevel')}</dt>
                <dd>{accessUser.testerLevel === 'Alpha' ? t('home.testerAlpha') : t('home.testerBeta')}</dd>
              </div>
            )}
          </dl>
          <p className={styles.colleagues}>
            <Icon name="user" size={15} />
            {t('home.colleagues', { count: session.colleagues.length })}
          </p>
        </Card>
      </div>

      {shortcuts.desk.length > 0 && (
        <Card title={t('home.deskToolsTitle')} description={t('home.deskToolsText')}>
          <ul className={styles.deskTools}>
            {shortcuts.desk.map((link) => (
              <li key={link.key}>
                <AriaLink href={link.target.kind === 'desk' ? (configuration.deskUrl(link.target.path) ?? undefined) : undefined} target="_blank" rel="noopener noreferrer" className={styles.shortcut}>
                  <span>{label(link)}</span>
                  <Icon name="externalLink" size={15} label={t('ui.textLink.newTab')} />
                </AriaLink>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
});
