import type { ReactNode } from 'react';
import { Button } from '../../ui/components/Button/Button';
import type { CampaignErrorKey } from './campaignErrorKey';
import styles from './Campaigns.module.css';

export interface CampaignSaveFormProps {
  onSave: () => void;
  /** The refusal of the last save, shown as an alert. */
  error: CampaignErrorKey | null;
  errorText: (error: CampaignErrorKey) => string;
  /** The confirmation of the last save (a status). */
  savedText: string | null;
  saving: boolean;
  canSave: boolean;
  saveLabel: string;
  /** Instead of the save button, when nothing may change (a sent campaign). */
  readOnlyText?: string | null;
  children: ReactNode;
}

/** A campaign form (settings, content, header and footer): its fields, then the refusal or the confirmation and the save button. */
export function CampaignSaveForm({ onSave, error, errorText, savedText, saving, canSave, saveLabel, readOnlyText = null, children }: CampaignSaveFormProps) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {children}
      {readOnlyText !== null ? (
        <p className={styles.muted}>{readOnlyText}</p>
      ) : (
        <>
          {error !== null && (
            <p className={styles.error} role="alert">
              {errorText(error)}
            </p>
          )}
          {savedText !== null && (
            <p className={styles.muted} role="status">
              {savedText}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" variant="primary" isPending={saving} isDisabled={!canSave}>
              {saveLabel}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
