import type { SmartMailingSettings } from '@cible/core';
import type { Database } from '../../db/database';

/** SQL of the organisation's email header and footer (table `smart_mailing_settings`, one row per organisation). */
export interface SmartMailingSettingsRepository {
  /** The stored settings, both null when never saved. */
  get(organizationId: number): Promise<SmartMailingSettings>;
  replace(organizationId: number, settings: SmartMailingSettings): Promise<SmartMailingSettings>;
}

export function createSmartMailingSettingsRepository(db: Database): SmartMailingSettingsRepository {
  return {
    async get(organizationId) {
      const [row] = await db.query<SmartMailingSettings>('SELECT email_header, email_footer FROM smart_mailing_settings WHERE organization_id = $1', [organizationId]);
      return row ?? { email_header: null, email_footer: null };
    },
    async replace(organizationId, settings) {
      const [row] = await db.query<SmartMailingSettings>(
        `INSERT INTO smart_mailing_settings (organization_id, email_header, email_footer) VALUES ($1, $2, $3)
         ON CONFLICT (organization_id) DO UPDATE SET email_header = excluded.email_header, email_footer = excluded.email_footer, updated_at = now()
         RETURNING email_header, email_footer`,
        [organizationId, settings.email_header, settings.email_footer],
      );
      return row!;
    },
  };
}
