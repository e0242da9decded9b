import type { EmailTemplate, TemplateStatistics, TemplateTag } from '@cible/core';

/** Test helper: an email template as the API answers it (no tag, no mail sent unless overridden). */
export function templateFixture(id: number, overrides: Partial<EmailTemplate> = {}): EmailTemplate {
  return {
    id,
    name: `Modèle ${id}`,
    subject: `Objet ${id}`,
    html_content: `<p>Corps ${id}</p>`,
    plain_content: `Corps ${id}`,
    tags: [],
    statistics: templateStats(0, 0, 0, 0),
    ...overrides,
  };
}

/** Test helper: a template's counters (sent, opened, clicked, replied). */
export function templateStats(sent: number, opened: number, clicked: number, replied: number): TemplateStatistics {
  return { mail_sent_count: sent, mail_opened_count: opened, mail_clicked_count: clicked, mail_replied_count: replied };
}

/** Test helper: a template tag. */
export function tagFixture(tagId: number, name = `Tag ${tagId}`, color = '#2255AA'): TemplateTag {
  return { tag_id: tagId, name, color };
}
