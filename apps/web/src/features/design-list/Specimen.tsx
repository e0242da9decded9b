import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Card } from '../../ui/components/Card/Card';
import styles from './DesignSection.module.css';

export interface SpecimenProps {
  title: ReactNode;
  description?: ReactNode;
  /** Spans the whole width of the section grid. */
  isWide?: boolean;
  /** Stacks the samples vertically. */
  isColumn?: boolean;
  children: ReactNode;
}

/** A card showing one component in its states. */
export function Specimen({ title, description, isWide, isColumn, children }: SpecimenProps) {
  return (
    <div className={clsx(isWide && styles.wide)}>
      <Card title={title} description={description} headingLevel={3}>
        <div className={clsx(styles.stage, isColumn && styles.column)}>{children}</div>
      </Card>
    </div>
  );
}
