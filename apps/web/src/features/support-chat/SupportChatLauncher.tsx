import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DialogTrigger } from 'react-aria-components';
import { useFactory } from '../../di/useFactory';
import { supportChatModule } from '../../di/modules/supportChatModule';
import { CountBadge } from '../../ui/components/Badge/CountBadge';
import { Button } from '../../ui/components/Button/Button';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { IconButton } from '../../ui/components/IconButton/IconButton';
import { PopoverDialog } from '../../ui/components/Popover/PopoverDialog';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { SUPPORT_CHAT_STORE } from './SupportChatStore';
import { SupportChatComposerForm } from './SupportChatComposerForm';
import { SupportChatThread } from './SupportChatThread';
import styles from './SupportChat.module.css';

/** The query parameter of the away e-mail's link: the app opens with the chat panel open. */
export const SUPPORT_CHAT_OPEN_PARAM = 'support-chat';

/**
 * The header's chat launcher (docs/support-chat.md "In the app"): a button with the number of support answers not
 * read (core's `supportChatBadgeLabel`), opening a panel with the conversation (plain text), older messages on
 * demand, and the send box with its limits stated. New messages arrive live (socket). Keyboard: the button opens
 * it, Escape closes it, Ctrl+Enter sends.
 */
export const SupportChatLauncher = observer(function SupportChatLauncher() {
  const { t } = useTranslation();
  // The chat's store comes with the layout's chunk, not with the first route (docs/performance.md).
  const chat = useFactory(supportChatModule, SUPPORT_CHAT_STORE);

  useEffect(() => chat.start(), [chat]);
  useEffect(() => {
    // The away e-mail's link (`?support-chat=open`) opens the panel once.
    if (!chat.isAvailable || typeof window === 'undefined') return;
    const url = new URL(window.location.href);
    if (url.searchParams.get(SUPPORT_CHAT_OPEN_PARAM) !== 'open') return;
    url.searchParams.delete(SUPPORT_CHAT_OPEN_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    chat.setOpen(true);
  }, [chat, chat.isAvailable]);

  if (!chat.isAvailable) return null;
  const badge = chat.badgeLabel;
  const buttonLabel = badge === null ? t('supportChat.launcher') : t('supportChat.launcherWithCount', { count: chat.unreadCount, label: badge });

  return (
    <DialogTrigger isOpen={chat.isOpen} onOpenChange={chat.setOpen}>
      <CountBadge count={chat.unreadCount} max={9} label={badge === null ? undefined : t('supportChat.badge', { count: chat.unreadCount, label: badge })}>
        <IconButton icon="chat" label={buttonLabel} showTooltip={false} />
      </CountBadge>
      <PopoverDialog title={t('supportChat.title')} placement="bottom end" width={400}>
        <div className={styles.panel}>
          <p className={styles.lead}>{t('supportChat.lead')}</p>
          {chat.messagesStatus === 'loading' && chat.messages.length === 0 && <Skeleton lines={3} label={t('supportChat.loading')} />}
          {chat.messagesStatus === 'error' && <ErrorState isCompact headingLevel={3} text={t('supportChat.loadError')} onRetry={() => void chat.loadMessages()} />}
          {chat.messagesStatus === 'ready' && chat.messages.length === 0 && <p className={styles.empty}>{t('supportChat.empty')}</p>}
          {chat.hasOlder && (
            <Button variant="ghost" size="sm" onPress={() => void chat.loadOlder()}>
              {t('supportChat.older')}
            </Button>
          )}
          {chat.messages.length > 0 && <SupportChatThread messages={chat.messages} reader="user" otherName={t('supportChat.support')} />}
          {chat.messagesStatus !== 'error' && (
            <SupportChatComposerForm composer={chat.composer} label={t('supportChat.field')} onSend={chat.send} autoFocus />
          )}
        </div>
      </PopoverDialog>
    </DialogTrigger>
  );
});
