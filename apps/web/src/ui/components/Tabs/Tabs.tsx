import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { clsx } from 'clsx';
import styles from './Tabs.module.css';

/*
 * The tab family (one concept): Tabs holds a TabList of Tab and the matching TabPanel elements.
 * Arrow keys move between tabs; a Tab with `href` becomes a link tab for routed pages.
 */

export function Tabs({ className, ...rest }: Omit<AriaTabsProps, 'className'> & { className?: string }) {
  return <AriaTabs {...rest} className={clsx(styles.tabs, className)} />;
}

export function TabList<T extends object>({ className, ...rest }: Omit<AriaTabListProps<T>, 'className'> & { className?: string }) {
  return <AriaTabList<T> {...rest} className={clsx(styles.list, className)} />;
}

export function Tab({ className, ...rest }: Omit<AriaTabProps, 'className'> & { className?: string }) {
  return <AriaTab {...rest} className={clsx(styles.tab, className)} />;
}

export function TabPanel({ className, ...rest }: Omit<AriaTabPanelProps, 'className'> & { className?: string }) {
  return <AriaTabPanel {...rest} className={clsx(styles.panel, className)} />;
}
