import type { ReactNode } from 'react';
import { Header, MenuSection as AriaMenuSection } from 'react-aria-components';
import styles from './Menu.module.css';

export interface MenuSectionProps {
  /** Visible group title; without it give an `aria-label`. */
  title?: ReactNode;
  'aria-label'?: string;
  children: ReactNode;
}

/** A titled group of menu items, separated from the previous group by a rule. */
export function MenuSection({ title, children, 'aria-label': ariaLabel }: MenuSectionProps) {
  return (
    <AriaMenuSection className={styles.section} aria-label={ariaLabel}>
      {title && <Header className={styles.sectionHeader}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}
