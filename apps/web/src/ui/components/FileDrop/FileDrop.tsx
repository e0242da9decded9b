import { useId, type ReactNode } from 'react';
import { Button, DropZone, FileTrigger, Text, type DropItem, type FileDropItem } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { formatFileSize } from './formatFileSize';
import fieldStyles from '../Field/Field.module.css';
import styles from './FileDrop.module.css';

export interface FileDropProps {
  label: ReactNode;
  /** Hint under the drop area (accepted types, maximum size). */
  description?: ReactNode;
  /** MIME types accepted (e.g. ['text/plain', 'application/pdf']); anything by default. */
  acceptedFileTypes?: string[];
  /** The chosen file (controlled). */
  file: File | null;
  /** Called with the dropped or picked file, or null when removed. Size checks belong to the caller. */
  onChange: (file: File | null) => void;
  /** When set, the field is invalid and shows this message. */
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

const isFile = (item: DropItem): item is FileDropItem => item.kind === 'file';

/** A file field: drop a file on the area or pick one with the keyboard-reachable "browse" button. */
export function FileDrop({ label, description, acceptedFileTypes, file, onChange, errorMessage, isDisabled, className }: FileDropProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const browseId = useId();
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean).join(' ') || undefined;

  const accepts = (type: string) => !acceptedFileTypes || acceptedFileTypes.includes(type);

  return (
    <div className={clsx(styles.field, errorMessage && styles.invalid, className)}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {file ? (
        <div className={styles.file}>
          <span className={styles.fileIcon}>
            <Icon name="file" size={20} />
          </span>
          <span className={styles.fileText}>
            <span className={styles.fileName}>{file.name}</span>
            <span className={styles.fileSize}>{formatFileSize(file.size, i18n.language)}</span>
          </span>
          <IconButton icon="trash" size="sm" label={t('ui.fileDrop.remove', { name: file.name })} onPress={() => onChange(null)} isDisabled={isDisabled} />
        </div>
      ) : (
        <DropZone
          className={styles.zone}
          isDisabled={isDisabled}
          getDropOperation={(types) => (acceptedFileTypes && !acceptedFileTypes.some((type) => types.has(type)) ? 'cancel' : 'copy')}
          onDrop={async (event) => {
            const dropped = event.items.find(isFile);
            if (dropped && accepts(dropped.type)) onChange(await dropped.getFile());
          }}
        >
          <span className={styles.zoneIcon}>
            <Icon name="upload" size={18} />
          </span>
          <Text slot="label">
            {t('ui.fileDrop.drop')}{' '}
            <FileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={(files) => onChange(files?.[0] ?? null)}>
              <Button id={browseId} className={styles.browse} isDisabled={isDisabled} aria-labelledby={`${browseId} ${labelId}`} aria-describedby={describedBy}>
                {t('ui.fileDrop.browse')}
              </Button>
            </FileTrigger>
          </Text>
        </DropZone>
      )}
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} className={fieldStyles.error} role="alert">
          <Icon name="error" size={13} />
          <span>{errorMessage}</span>
        </span>
      )}
    </div>
  );
}
