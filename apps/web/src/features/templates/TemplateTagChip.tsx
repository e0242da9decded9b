import type { ReactNode } from 'react';
import type { TemplateTag } from '@cible/core';
import styles from './Templates.module.css';

/** The colour of a tag when it is a `#RRGGBB` (what the contract asks); none otherwise. */
export function tagColor(tag: TemplateTag): string | undefined {
  return /^#[0-9a-fA-F]{6}$/.test(tag.color) ? tag.color : undefined;
}

export interface TemplateTagChipProps {
  tag: TemplateTag;
  /** A trailing control (a remove button). */
  children?: ReactNode;
}

/** A template tag: its colour dot and its name. */
export function TemplateTagChip({ tag, children }: TemplateTagChipProps) {
  return (
    <span className={styles.chip}>
      <span className={styles.dot} style={{ backgroundColor: tagColor(tag) }} aria-hidden="true" />
      {tag.name}
      {children}
    </span>
  );
}
