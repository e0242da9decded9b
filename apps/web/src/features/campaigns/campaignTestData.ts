import type { Campaign, Sender, SendingDomain } from '@cible/core';

/** A sending domain as the API answers it (tests). */
export function sendingDomain(overrides: Partial<SendingDomain> = {}): SendingDomain {
  const name = overrides.name ?? 'atlas.demo';
  return {
    id: 1,
    name,
    organization_id: 3,
    is_verified: false,
    dkim_selector: 'cible202611',
    dns_record_list: [
      { purpose: 'spf', type: 'TXT', host: name, value: 'v=spf1 include:spf.cible.test ~all' },
      { purpose: 'dkim', type: 'TXT', host: `cible202611._domainkey.${name}`, value: 'v=DKIM1; k=rsa; p=MIIB' },
      { purpose: 'dmarc', type: 'TXT', host: `_dmarc.${name}`, value: 'v=DMARC1; p=none' },
    ],
    checks: null,
    checked_at: null,
    ...overrides,
  };
}

/** A sender as the API answers it (tests). */
export function sender(overrides: Partial<Sender> = {}): Sender {
  return {
    id: 1,
    sender_name: 'Atlas Marketing',
    sender_email_local_part: 'news',
    sender_email_domain_name_part: 'atlas.demo',
    reply_to_email: null,
    is_default: true,
    organization_id: 3,
    ...overrides,
  };
}

/** A campaign as the API answers it (tests). */
export function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 1,
    name: 'Lancement produit',
    status_id: 1,
    owner_user_id: 7,
    sender_id: null,
    sent_date: null,
    email_subject: null,
    email_html_content: null,
    email_header: null,
    email_footer: null,
    email_pre_header: null,
    mirror_link: false,
    mirror_link_text: null,
    editor: 'html',
    topol_template: null,
    used_query_id: null,
    target_query_id: null,
    openers_query_id: null,
    clickers_query_id: null,
    organization_id: 3,
    creation_date: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}
