import { useEffect, useRef, useState } from 'react';
import { UNSTABLE_Toast as AriaToast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastQueue as ToastQueue, UNSTABLE_ToastRegion as AriaToastRegion, Text } from 'react-aria-components';
import { reaction } from 'mobx';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Icon, type IconName } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import type { Toast, ToastStore } from './ToastStore';
import { UiProvider } from '../../UiProvider';
import styles from './ToastRegion.module.css';

export interface ToastRegionProps {
  store: ToastStore;
}

/** react-aria pauses its queue while the region is hovered or holds focus: pause the store's timers too. */
class StoreToastQueue extends ToastQueue<Toast> {
  constructor(private readonly store: ToastStore) {
    super({ maxVisibleToasts: store.maxVisible });
  }

  override pauseAll(): void {
    super.pauseAll();
    this.store.pause();
  }

  override resumeAll(): void {
    super.resumeAll();
    this.store.resume();
  }
}

const ICONS: Record<Toast['style'], IconName> = { success: 'success', warning: 'warning', error: 'error' };

/**
 * Renders the ToastStore's toasts in react-aria's toast region: a landmark (F6 reaches it), each toast
 * an alert dialog with a close button; focus returns where it was when the last toast goes. The store
 * owns timing: hovering or focusing the region pauses the countdowns.
 */
export function ToastRegion({ store }: ToastRegionProps) {
  const { t } = useTranslation();
  const [queue] = useState(() => new StoreToastQueue(store));
  const keys = useRef(new Map<number, string>());

  useEffect(() => {
    const shown = keys.current;
    const dispose = reaction(
      () => store.toasts.slice(),
      (toasts) => {
        const current = new Set(toasts.map((toast) => toast.id));
        for (const [id, key] of [...shown]) {
          if (!current.has(id)) {
            shown.delete(id);
            queue.close(key);
          }
        }
        for (const toast of toasts) {
          if (shown.has(toast.id)) continue;
          const key = queue.add(toast, {
            onClose: () => {
              shown.delete(toast.id);
              store.dismiss(toast.id);
            },
          });
          shown.set(toast.id, key);
        }
      },
      { fireImmediately: true },
    );
    return () => {
      dispose();
      queue.clear();
      shown.clear();
    };
  }, [queue, store]);

  // Mounted by the root, outside the lazy layouts' providers: it gives react-aria the app's language itself.
  return (
    <UiProvider>
      <AriaToastRegion<Toast> queue={queue} aria-label={t('ui.toast.region')} className={styles.region}>
        {({ toast }) => (
          <AriaToast toast={toast} className={clsx(styles.toast, styles[toast.content.style], toast.content.multiLine && styles.multiLine)} data-style={toast.content.style}>
            <span className={styles.icon}>
              <Icon name={ICONS[toast.content.style]} size={18} />
            </span>
            <ToastContent className={styles.content}>
              <Text slot="title" className={styles.text}>
                {toast.content.text}
              </Text>
            </ToastContent>
            <IconButton slot="close" icon="close" size="sm" label={t('ui.toast.close')} showTooltip={false} className={styles.close} />
          </AriaToast>
        )}
      </AriaToastRegion>
    </UiProvider>
  );
}
