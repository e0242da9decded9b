import { useId, type ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { IconButton } from '../IconButton/IconButton';
import styles from './Modal.module.css';

type Closable = ReactNode | ((close: () => void) => ReactNode);

export interface ModalProps {
  title: ReactNode;
  /** Secondary line under the title (also the dialog's description). */
  description?: ReactNode;
  /** The body; a function receives `close`. */
  children: Closable;
  /** Footer actions (right-aligned); a function receives `close`. */
  footer?: Closable;
  /** Controlled open state; inside a DialogTrigger leave it out. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  defaultOpen?: boolean;
  /** Closes on a click outside (Escape always closes unless `isKeyboardDismissDisabled`). */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  showCloseButton?: boolean;
}

const renderSlot = (content: Closable | undefined, close: () => void) => (typeof content === 'function' ? content(close) : content);

/**
 * A modal dialog over a dimmed page: title, body, footer actions. It traps focus, closes on Escape,
 * restores focus to its trigger, and hides the rest of the page from assistive technologies.
 */
export function Modal({
  title,
  description,
  children,
  footer,
  isOpen,
  onOpenChange,
  defaultOpen,
  isDismissable = true,
  isKeyboardDismissDisabled,
  size = 'md',
  role = 'dialog',
  showCloseButton = true,
}: ModalProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} defaultOpen={defaultOpen} isDismissable={isDismissable} isKeyboardDismissDisabled={isKeyboardDismissDisabled}>
      <AriaModal className={clsx(styles.modal, styles[size])}>
        <Dialog role={role} className={styles.dialog} aria-describedby={description ? descriptionId : undefined}>
          {({ close }) => (
            <>
              <header className={styles.header}>
                <div className={styles.headings}>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {description && (
                    <Text id={descriptionId} className={styles.description}>
                      {description}
                    </Text>
                  )}
                </div>
                {showCloseButton && <IconButton slot="close" icon="close" label={t('ui.modal.close')} showTooltip={false} className={styles.close} />}
              </header>
              <div className={styles.body}>{renderSlot(children, close)}</div>
              {footer && <footer className={styles.footer}>{renderSlot(footer, close)}</footer>}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
