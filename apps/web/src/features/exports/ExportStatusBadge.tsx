import { useTranslation } from 'react-i18next';
import type { ExportStatus } from '@cible/core';
import { Badge } from '../../ui/components/Badge/Badge';

/** The tone of each status. */
const STATUS_TONE = { pending: 'neutral', processing: 'info', success: 'success', failure: 'error' } as const;

/** An export's status as a badge ("En attente", "En cours", "Terminé", "Échec"). */
export function ExportStatusBadge({ status }: { status: ExportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONE[status]} withDot>
      {t(`exports.status.${status}`)}
    </Badge>
  );
}
