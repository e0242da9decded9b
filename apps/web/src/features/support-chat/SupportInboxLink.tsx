import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as AriaLink } from 'react-aria-components';
import { useInjection } from '../../di/useInjection';
import { Icon } from '../../ui/components/Icon/Icon';
import { SESSION_STORE } from '../session/SessionStore';
import styles from './SupportInboxLink.module.css';

/** The support staff's way to the support chat's inbox (/support/inbox), in the header: platform administrators only. */
export const SupportInboxLink = observer(function SupportInboxLink({ isCurrent }: { isCurrent: boolean }) {
  const { t } = useTranslation();
  const session = useInjection(SESSION_STORE);
  if (session.accessUser?.isPlatformAdmin !== true || session.isConnectedAs) return null;
  return (
    <AriaLink href="/support/inbox" aria-current={isCurrent ? 'page' : undefined} className={styles.link} aria-label={t('supportInbox.link')}>
      <Icon name="inbox" size={20} />
    </AriaLink>
  );
});
