import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InquiryRequestViewModel } from '../inquiries/InquiryRequestViewModel';
import { QuickSearchColumnView } from './QuickSearchColumnView';
import type { QuickSearchViewModel } from './QuickSearchViewModel';
import styles from './QuickSearch.module.css';

export interface QuickSearchPanelProps {
  vm: QuickSearchViewModel;
  inquiry: InquiryRequestViewModel | null;
  id: string;
  /** Escape in the panel: back to the box. */
  onEscape: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex="0"]';

/** Moves the focus to the next or previous link or button of the panel (arrow keys), Tab works as usual. */
function moveFocus(panel: HTMLElement, step: 1 | -1): void {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = items[index === -1 ? (step === 1 ? 0 : items.length - 1) : Math.min(items.length - 1, Math.max(0, index + step))];
  next?.focus();
}

/**
 * The quick-search results under the box (docs/quick-search.md "Behaviour"): up to four columns, per licence (core's
 * `quickSearchColumnsFor`).
 */
export const QuickSearchPanel = observer(function QuickSearchPanel({ vm, inquiry, id, onEscape }: QuickSearchPanelProps) {
  const { t } = useTranslation();
  if (!vm.isOpen) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    }
  };
  return (
    <section id={id} aria-label={t('quickSearch.results')} aria-busy={vm.state === 'loading'} className={styles.panel} onKeyDown={onKeyDown} data-state={vm.state}>
      <div className={styles.columns}>
        {vm.columns.map((column) => (
          <QuickSearchColumnView key={column.key} column={column} isLoading={vm.state === 'loading'} searchedText={vm.searchedText ?? ''} inquiry={inquiry} onFollow={vm.hide} />
        ))}
      </div>
    </section>
  );
});
