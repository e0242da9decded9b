import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label, TextField as AriaTextField } from 'react-aria-components';
import { QUICK_SEARCH_MAX_LENGTH, canRequestInquiry } from '@cible/core';
import { quickSearchModule } from '../../di/modules/quickSearchModule';
import { useFactory } from '../../di/useFactory';
import { useInjection } from '../../di/useInjection';
import { IconButton } from '../../ui/components/IconButton/IconButton';
import { SESSION_STORE } from '../session/SessionStore';
import { InquiryDialog } from '../inquiries/InquiryDialog';
import { INQUIRY_REQUEST_VIEW_MODEL_FACTORY } from '../inquiries/InquiryRequestViewModelFactory';
import { inquiryRequestModule } from '../../di/modules/inquiryRequestModule';
import { QuickSearchPanel } from './QuickSearchPanel';
import { QUICK_SEARCH_VIEW_MODEL_FACTORY } from './QuickSearchViewModelFactory';
import styles from './QuickSearch.module.css';

export interface QuickSearchBoxProps {
  /** Debounce of the typed text (ms); core's 500 by default. */
  debounceMs?: number;
}

/**
 * The header's quick search (docs/quick-search.md): a text box with a search button and the results panel under it.
 * Enter searches at once, Escape closes, ArrowDown goes into the results (arrows and Tab move through them).
 */
export const QuickSearchBox = observer(function QuickSearchBox({ debounceMs }: QuickSearchBoxProps) {
  const { t } = useTranslation();
  const session = useInjection(SESSION_STORE);
  const inquiryFactory = useFactory(inquiryRequestModule, INQUIRY_REQUEST_VIEW_MODEL_FACTORY);
  const quickSearchFactory = useFactory(quickSearchModule, QUICK_SEARCH_VIEW_MODEL_FACTORY);
  const [inquiry] = useState(() => inquiryFactory.create());
  const mayRequestInquiry = session.ability !== null && canRequestInquiry(session.ability);
  const [vm] = useState(() => quickSearchFactory.create({ debounceMs, onOpen: () => mayRequestInquiry && inquiry.ensureQuota() }));
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const truncatedId = useId();
  useEffect(() => vm.dispose, [vm]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      vm.submit();
    } else if (event.key === 'Escape') {
      vm.hide();
    } else if (event.key === 'ArrowDown' && vm.isOpen) {
      event.preventDefault();
      document.getElementById(panelId)?.querySelector<HTMLElement>('a[href], button:not([disabled]), [tabindex="0"]')?.focus();
    }
  };

  return (
    <div className={styles.box} role="search" data-quick-search-open={vm.isOpen ? '' : undefined}>
      <div className={styles.field}>
        <AriaTextField
          value={vm.input}
          onChange={vm.inputChanged}
          aria-describedby={vm.isTruncated ? truncatedId : undefined}
          className={styles.textField}
        >
          <Label className={styles.visuallyHidden}>{t('quickSearch.label')}</Label>
          <Input
            ref={inputRef}
            type="search"
            placeholder={t('quickSearch.placeholder')}
            className={styles.input}
            onKeyDown={onKeyDown}
            onPointerDown={vm.boxPressed}
            aria-controls={vm.isOpen ? panelId : undefined}
            autoComplete="off"
          />
        </AriaTextField>
        <IconButton icon="search" label={t('quickSearch.submit')} size="sm" onPress={vm.submit} showTooltip={false} />
      </div>
      {vm.isTruncated && (
        <span id={truncatedId} className={styles.truncated} role="status">
          {t('quickSearch.truncated', { max: QUICK_SEARCH_MAX_LENGTH })}
        </span>
      )}
      <QuickSearchPanel
        vm={vm}
        inquiry={mayRequestInquiry ? inquiry : null}
        id={panelId}
        onEscape={() => {
          vm.hide();
          inputRef.current?.focus();
        }}
      />
      {mayRequestInquiry && <InquiryDialog vm={inquiry} />}
    </div>
  );
});
