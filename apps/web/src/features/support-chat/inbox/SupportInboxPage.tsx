import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { supportChatBadgeLabel } from '@cible/core';
import { supportInboxModule } from '../../../di/modules/supportInboxModule';
import { useFactory } from '../../../di/useFactory';
import { Button } from '../../../ui/components/Button/Button';
import { Card } from '../../../ui/components/Card/Card';
import { EmptyState } from '../../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/components/ErrorState/ErrorState';
import { Skeleton } from '../../../ui/components/Skeleton/Skeleton';
import { SupportChatComposerForm } from '../SupportChatComposerForm';
import { SupportChatThread } from '../SupportChatThread';
import { SUPPORT_INBOX_VIEW_MODEL_FACTORY } from './SupportInboxViewModelFactory';
import styles from './SupportInboxPage.module.css';

/**
 * /support/inbox (platform administrators, docs/support-chat.md "The inbox"): the conversations, newest activity
 * first, with the user (name, organisation, licence) and the messages support has not read; one opened shows its
 * messages as plain text and the answer box. New messages arrive live.
 */
export const SupportInboxPage = observer(function SupportInboxPage() {
  const { t, i18n } = useTranslation();
  const factory = useFactory(supportInboxModule, SUPPORT_INBOX_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());
  useEffect(() => vm.start(), [vm]);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
  const selected = vm.selected;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('supportInbox.title')}</h1>
        <p className={styles.lead}>{t('supportInbox.lead', { count: vm.unreadConversationCount })}</p>
      </header>
      {vm.inbox.status === 'loading' && vm.conversations.length === 0 && (
        <Card>
          <Skeleton variant="table" lines={4} label={t('supportInbox.loading')} />
        </Card>
      )}
      {vm.inbox.status === 'error' && vm.conversations.length === 0 && (
        <Card>
          <ErrorState headingLevel={2} text={t('supportInbox.loadError')} onRetry={() => void vm.load()} />
        </Card>
      )}
      {vm.inbox.status === 'ready' && vm.conversations.length === 0 && (
        <Card>
          <EmptyState icon="inbox" headingLevel={2} title={t('supportInbox.empty')} text={t('supportInbox.emptyText')} />
        </Card>
      )}
      {vm.conversations.length > 0 && (
        <div className={styles.layout}>
          <nav aria-label={t('supportInbox.listLabel')} className={styles.list}>
            <ul>
              {vm.conversations.map((row) => {
                const badge = supportChatBadgeLabel(row.unread_count);
                const name = `${row.user.first_name} ${row.user.last_name}`;
                return (
                  <li key={row.id}>
                    <button
                      type="button"
                      className={clsx(styles.row, row.id === vm.selectedId && styles.rowSelected, row.unread_count > 0 && styles.rowUnread)}
                      aria-current={row.id === vm.selectedId ? 'true' : undefined}
                      onClick={() => void vm.select(row.id)}
                    >
                      <span className={styles.rowTop}>
                        <span className={styles.name}>{name}</span>
                        {badge !== null && (
                          <span className={styles.unread} aria-label={t('supportInbox.unread', { count: row.unread_count, label: badge })}>
                            <span aria-hidden="true">{badge}</span>
                          </span>
                        )}
                      </span>
                      <span className={styles.who}>{t('supportInbox.who', { organization: row.user.organization.name, licence: row.user.licence.name })}</span>
                      {row.last_message && (
                        <span className={styles.preview}>
                          {row.last_message.author === 'support' ? `${t('supportChat.you')} : ` : ''}
                          {row.last_message.text}
                        </span>
                      )}
                      {row.last_message && <time className={styles.time} dateTime={row.last_message.sent_at}>{time.format(new Date(row.last_message.sent_at))}</time>}
                    </button>
                  </li>
                );
              })}
            </ul>
            {vm.hasMore && (
              <div className={styles.more}>
                <Button variant="ghost" size="sm" onPress={() => void vm.loadMore()} isPending={vm.isLoadingMore}>
                  {t('supportInbox.more')}
                </Button>
                {vm.loadMoreFailed && <p className={styles.who}>{t('supportInbox.moreError')}</p>}
              </div>
            )}
          </nav>
          <section className={styles.conversation} aria-label={selected ? t('supportInbox.conversationWith', { name: `${selected.user.first_name} ${selected.user.last_name}` }) : undefined}>
            {selected === null && <p className={styles.choose}>{t('supportInbox.choose')}</p>}
            {selected !== null && (
              <>
                <header className={styles.conversationHeader}>
                  <h2 className={styles.conversationTitle}>
                    {selected.user.first_name} {selected.user.last_name}
                  </h2>
                  <p className={styles.who}>
                    {selected.user.email} · {t('supportInbox.who', { organization: selected.user.organization.name, licence: selected.user.licence.name })}
                  </p>
                </header>
                {vm.messagesStatus === 'loading' && vm.messages.length === 0 && <Skeleton lines={3} label={t('supportInbox.loadingMessages')} />}
                {vm.messagesStatus === 'error' && (
                  <ErrorState isCompact headingLevel={3} text={t('supportInbox.messagesError')} onRetry={() => void vm.select(selected.id)} />
                )}
                {vm.hasOlderMessages && (
                  <div className={styles.more}>
                    <Button variant="ghost" size="sm" onPress={() => void vm.loadOlderMessages()} isPending={vm.isLoadingOlder}>
                      {t('supportInbox.older')}
                    </Button>
                    {vm.loadOlderFailed && <p className={styles.who}>{t('supportInbox.olderError')}</p>}
                  </div>
                )}
                {vm.messages.length > 0 && <SupportChatThread messages={vm.messages} reader="support" otherName={selected.user.first_name} />}
                {vm.messagesStatus === 'ready' && (
                  <SupportChatComposerForm key={selected.id} composer={vm.composer} label={t('supportInbox.answer')} onSend={vm.answer} />
                )}
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
});
