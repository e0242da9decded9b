import { useTranslation } from 'react-i18next';
import styles from './HomePage.module.css';

export interface HomeHeroProps {
  /** The date written out (core's `homeGreeting`). */
  readonly date: string;
  /** The greeting with the user's first name. */
  readonly title: string;
}

/**
 * The top of the home page: the date, the greeting and the subtitle. The same markup is written into the home page's
 * HTML by the server before any script runs (HomeFrame, docs/adr/009-first-paint-without-script.md), so React's
 * first commit replaces it with identical text at the identical place.
 */
export function HomeHero({ date, title }: HomeHeroProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero}>
      <p className={styles.date}>{date}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.subtitle}>{t('home.subtitle')}</p>
    </section>
  );
}
