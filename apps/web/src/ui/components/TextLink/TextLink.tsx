import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Icon } from '../Icon/Icon';
import styles from './TextLink.module.css';

export type TextLinkVariant = 'default' | 'subtle';

export interface TextLinkProps extends Omit<AriaLinkProps, 'children' | 'className'> {
  variant?: TextLinkVariant;
  /** Opens in a new tab (target _blank, rel noopener) and says so to assistive technologies. */
  isExternal?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A styled text link (react-aria Link: keyboard focus ring, press events, router-aware once a
 * react-aria RouterProvider is set up). `textLinkClassName` styles other link components the same way.
 */
export function TextLink({ variant = 'default', isExternal, className, children, ...rest }: TextLinkProps) {
  const { t } = useTranslation();
  return (
    <AriaLink
      {...rest}
      target={isExternal ? '_blank' : rest.target}
      rel={isExternal ? 'noopener noreferrer' : rest.rel}
      className={clsx(textLinkClassName, variant === 'subtle' && styles.subtle, className)}
    >
      {children}
      {isExternal && <Icon name="externalLink" size={13} label={t('ui.textLink.newTab')} />}
    </AriaLink>
  );
}

/** The class of a default text link, for links rendered by other components (e.g. the router's Link). */
export const textLinkClassName = styles.link;
