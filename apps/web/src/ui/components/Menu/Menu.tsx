import type { ReactNode } from 'react';
import { Menu as AriaMenu, type MenuProps as AriaMenuProps } from 'react-aria-components';
import { clsx } from 'clsx';
import styles from './Menu.module.css';

export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'className'> {
  className?: string;
  children: ReactNode | ((item: T) => ReactNode);
}

/** A list of actions or links (arrow keys move, Enter activates, typing jumps); place it in a MenuTrigger. */
export function Menu<T extends object>({ className, ...rest }: MenuProps<T>) {
  return <AriaMenu<T> {...rest} className={clsx(styles.menu, className)} />;
}
