import { useTranslation } from 'react-i18next';
import type { PasswordChecklist as Checklist } from '@cible/core';
import { Icon } from '../../ui/components/Icon/Icon';
import { addAuthTexts } from '../../i18n/authTexts';
import styles from './AuthForm.module.css';

// The login pages' texts come with this chunk, not with the first route (i18n/authTexts.ts).
addAuthTexts();

export interface PasswordChecklistProps {
  checklist: Checklist;
  id?: string;
}

const CRITERIA = ['length', 'lowercase', 'uppercase', 'digit'] as const;

/** Core's password rule as a live checklist under the new-password field. */
export function PasswordChecklist({ checklist, id }: PasswordChecklistProps) {
  const { t } = useTranslation();
  return (
    <div id={id}>
      <p className={styles.checklistTitle}>{t('auth.password.rulesTitle')}</p>
      <ul className={styles.checklist}>
        {CRITERIA.map((criterion) => {
          const met = checklist[criterion];
          return (
            <li key={criterion} className={styles.criterion} data-met={met || undefined}>
              <span className={styles.criterionIcon}>
                <Icon name={met ? 'check' : 'minus'} size={12} />
              </span>
              {t(`auth.password.${criterion}`)}
              <span className={styles.visuallyHidden}>{met ? t('auth.password.met') : t('auth.password.notMet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
