import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Focusable } from 'react-aria-components';
import { Icon } from '../../ui/components/Icon/Icon';
import { Tooltip } from '../../ui/components/Tooltip/Tooltip';
import { useInjection } from '../../di/useInjection';
import { SESSION_STORE } from '../session/SessionStore';
import styles from './Header.module.css';

/**
 * The warning shown while an administrator is "connected as" the user (docs/api.md "Connected as (impersonation)"),
 * with an explanation.
 */
export const ConnectedAsIndicator = observer(function ConnectedAsIndicator() {
  const { t } = useTranslation();
  const session = useInjection(SESSION_STORE);
  if (!session.isConnectedAs || !session.user) return null;
  const name = `${session.user.first_name} ${session.user.last_name}`.trim();
  const text = t('header.connectedAs', { name });
  return (
    <Tooltip
      placement="bottom"
      delay={0}
      content={
        <span className={styles.tooltipText}>
          <strong>{text}</strong>
          <span>{t('header.connectedAsDetail')}</span>
        </span>
      }
    >
      <Focusable>
        <span role="img" tabIndex={0} aria-label={text} className={styles.connectedAs} data-testid="connected-as">
          <Icon name="warning" size={18} />
        </span>
      </Focusable>
    </Tooltip>
  );
});
