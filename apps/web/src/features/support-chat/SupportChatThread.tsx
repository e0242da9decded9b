import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import type { SupportChatMessage, SupportChatSide } from '@cible/core';
import styles from './SupportChat.module.css';

export interface SupportChatThreadProps {
  messages: readonly SupportChatMessage[];
  /** The side reading: its own messages are "Vous", aligned to the end. */
  reader: SupportChatSide;
  /** The name shown on the other side's messages. */
  otherName: string;
}

/**
 * The messages of a conversation, oldest first, as plain text (React escapes it; line breaks kept by CSS): a
 * message is never read as HTML. A live region: screen readers hear the new ones. Scrolled to the newest.
 */
export function SupportChatThread({ messages, reader, otherName }: SupportChatThreadProps) {
  const { t, i18n } = useTranslation();
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
  return (
    <div className={styles.thread} role="log" aria-live="polite" aria-label={t('supportChat.messagesLabel')}>
      <ol className={styles.list}>
        {messages.map((message) => {
          const own = message.author === reader;
          return (
            <li key={message.id} className={clsx(styles.message, own ? styles.own : styles.other)} data-author={message.author}>
              <span className={styles.meta}>
                {own ? t('supportChat.you') : otherName} · <time dateTime={message.sent_at}>{time.format(new Date(message.sent_at))}</time>
              </span>
              <p className={styles.text}>{message.text}</p>
            </li>
          );
        })}
        <li ref={end} aria-hidden="true" className={styles.end} />
      </ol>
    </div>
  );
}
