import type { ReactNode } from 'react';
import { MenuItem as AriaMenuItem, Text, type MenuItemProps as AriaMenuItemProps } from 'react-aria-components';
import { clsx } from 'clsx';
import { Icon, type IconName } from '../Icon/Icon';
import styles from './Menu.module.css';

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'children' | 'className'> {
  children: ReactNode;
  icon?: IconName;
  /** Secondary line under the label. */
  description?: ReactNode;
  /** Trailing content (a count, a shortcut, a badge). */
  trailing?: ReactNode;
  /** Destructive action (logout, delete). */
  isDanger?: boolean;
  /** Marks the link of the current page (aria-current="page"). */
  isCurrent?: boolean;
  className?: string;
}

/** One entry of a Menu: an action (`onAction`) or a link (`href`). */
export function MenuItem({ children, icon, description, trailing, isDanger, isCurrent, className, textValue, ...rest }: MenuItemProps) {
  return (
    <AriaMenuItem
      {...rest}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      aria-current={isCurrent ? 'page' : undefined}
      data-current={isCurrent || undefined}
      className={clsx(styles.item, isDanger && styles.danger, className)}
    >
      {icon && <Icon name={icon} />}
      <span className={styles.label}>
        <Text slot="label">{children}</Text>
        {description && (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        )}
      </span>
      {trailing && <span className={styles.trailing}>{trailing}</span>}
    </AriaMenuItem>
  );
}
