import { useTranslation } from 'react-i18next';
import type { FactRow } from './companyFactSections';
import styles from './CompanyPages.module.css';

/** A definition list of facts: label (i18n) and value (data text, or yes/no). */
export function FactList({ rows }: { rows: readonly FactRow[] }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.factList}>
      {rows.map((row) => (
        <div key={row.name} className={styles.fact}>
          <dt>{t(`companyPages.facts.${row.name}`)}</dt>
          <dd>{typeof row.value === 'string' ? row.value : t(row.value.yes ? 'common.yes' : 'common.no')}</dd>
        </div>
      ))}
    </dl>
  );
}
