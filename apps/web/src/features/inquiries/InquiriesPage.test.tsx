import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Inquiry } from '@cible/core';
import { createTestApp } from '../../testing/createTestApp';
import { SPEC_TEXTS } from '../../testing/specTexts';

const inquiry = (id: number, overrides: Partial<Inquiry> = {}): Inquiry => ({
  id, user_id: 1, company_id: 40 + id, company_name: `Société ${id}`, contact_id: null, contact_name: null, inquiry_type_id: 2,
  inquiry_sub_type_id: 7, status: 1, comment: null, creation_date: '2026-11-20T10:00:00.000Z', ...overrides,
});

function renderReports(path: string, open: number, list: Inquiry[] = [inquiry(1), inquiry(2, { status: 3, contact_id: 9, contact_name: 'Marie Durand', inquiry_type_id: 1, inquiry_sub_type_id: 2 })]) {
  const test = createTestApp({
    loggedIn: true,
    inquiries: {
      listInquiries: vi.fn(async () => ({ inquiry_list: list, inquiry_count: list.length })),
      getInquiryQuota: vi.fn(async () => ({ open_inquiry_count: open, max_quota: 15, is_reached: open >= 15 })),
    },
  });
  return { test, rendered: test.renderAt(path) };
}

describe('InquiriesPage (/reports)', { timeout: 30_000 }, () => {
  it('lists the inquiries with company, contact, type, reason, status and the French date', async () => {
    const { rendered } = renderReports('/reports', 3);
    await rendered;
    const grid = await screen.findByRole('grid', { name: 'Demandes d’enquête' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    const rows = within(grid).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Société 1');
    expect(rows[1]).toHaveTextContent('Adresse de l’entreprise');
    expect(rows[1]).toHaveTextContent('À traiter');
    expect(rows[1]).toHaveTextContent('20/11/2026');
    expect(rows[2]).toHaveTextContent('Marie Durand');
    expect(rows[2]).toHaveTextContent('Contact');
    expect(rows[2]).toHaveTextContent('Email erroné');
    expect(rows[2]).toHaveTextContent('Pré-terminée');
    expect(within(rows[1]!).getByRole('link', { name: /^Société 1/ })).toBeInTheDocument();
  });

  it('opens the popup from ?open-inquiry-popup=true and drops the parameter', async () => {
    const { rendered } = renderReports('/reports?open-inquiry-popup=true', 3);
    const { router } = await rendered;
    const dialog = await screen.findByRole('dialog', { name: 'Demander une enquête' });
    expect(within(dialog).getByRole('searchbox', { name: 'Entreprise' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer la demande' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('at 15 open inquiries disables the button with the spec’s tooltip and opens no popup', async () => {
    const { rendered } = renderReports('/reports?open-inquiry-popup=true', 15);
    await rendered;
    const wrapper = await screen.findByTestId('inquiry-quota-reached');
    expect(screen.getByRole('button', { name: 'Nouvelle demande' })).toBeDisabled();
    // Keyboard access: the disabled button's wrapper takes the focus and shows the tooltip.
    const user = userEvent.setup();
    while (document.activeElement !== wrapper) await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SPEC_TEXTS.inquiryQuota(15));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
