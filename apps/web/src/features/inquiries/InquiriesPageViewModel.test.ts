import { describe, expect, it, vi } from 'vitest';
import type { Inquiry, InquiryListResponse, InquiryQuota } from '@cible/core';
import { translate } from '../../testing/translate';
import { InquiriesPageViewModel } from './InquiriesPageViewModel';
import { InquiryRequestViewModel } from './InquiryRequestViewModel';

const quota = (open: number): InquiryQuota => ({ open_inquiry_count: open, max_quota: 15, is_reached: open >= 15 });
const inquiry = (id: number, status: number): Inquiry => ({
  id, user_id: 7, company_id: 12, company_name: 'Acme', contact_id: null, contact_name: null, inquiry_type_id: 2, inquiry_sub_type_id: null,
  status, comment: null, creation_date: '2026-11-20T10:00:00.000Z',
});

function setup(open: number) {
  const listInquiries = vi.fn(async ({ query }: { query: { offset: number } }): Promise<InquiryListResponse> => ({
    inquiry_list: [inquiry(query.offset + 1, 1)],
    inquiry_count: 45,
  }));
  const createInquiry = vi.fn(async () => inquiry(99, 1));
  const getInquiryQuota = vi.fn(async () => quota(open));
  const lookups = { searchCompanies: vi.fn(async () => []), contactsOf: vi.fn(async () => []) };
  const request = new InquiryRequestViewModel({ getInquiryQuota, createInquiry } as never, { user: { id: 7 } }, { success: vi.fn(), error: vi.fn() }, translate, lookups);
  const vm = new InquiriesPageViewModel({ listInquiries } as never, request);
  return { vm, listInquiries, request, createInquiry };
}

describe('InquiriesPageViewModel (/reports)', () => {
  it('lists 20 per page, filters by a status group from the first page', async () => {
    const { vm, listInquiries } = setup(3);
    const stop = vm.start();
    await vi.waitFor(() => expect(vm.inquiries).toHaveLength(1));
    expect(listInquiries).toHaveBeenLastCalledWith({ query: { limit: 20, offset: 0 } });
    vm.pageChanged(3);
    await vi.waitFor(() => expect(listInquiries).toHaveBeenLastCalledWith({ query: { limit: 20, offset: 40 } }));
    vm.groupChanged('todo');
    expect(vm.page).toBe(1);
    await vi.waitFor(() => expect(listInquiries).toHaveBeenLastCalledWith({ query: { limit: 20, offset: 0, status_list: [1, 6] } }));
    vm.groupChanged('in_progress');
    await vi.waitFor(() => expect(listInquiries).toHaveBeenLastCalledWith({ query: { limit: 20, offset: 0, status_list: [2, 3] } }));
    vm.groupChanged(null);
    await vi.waitFor(() => expect(listInquiries).toHaveBeenLastCalledWith({ query: { limit: 20, offset: 0 } }));
    expect(vm.total).toBe(45);
    stop();
  });

  it('opens the popup on arrival when asked (?open-inquiry-popup=true) and reloads the list after a creation', async () => {
    const { vm, listInquiries, request } = setup(3);
    vm.start({ openPopup: true });
    await vi.waitFor(() => expect(request.isDialogOpen).toBe(true));
    request.companyChosen({ id: 12, name: 'Acme' });
    const calls = listInquiries.mock.calls.length;
    await request.submit();
    await vi.waitFor(() => expect(listInquiries.mock.calls.length).toBe(calls + 1));
  });

  it('does not open the popup at the quota; the request is disabled with the spec tooltip', async () => {
    const { vm, request } = setup(15);
    vm.start({ openPopup: true });
    await vi.waitFor(() => expect(request.isQuotaReached).toBe(true));
    expect(request.isDialogOpen).toBe(false);
    expect(request.quotaTooltip).toBe('Vous avez déjà 15 demandes en cours. Afin de fluidifier la qualité de leurs traitements, veuillez patienter pour faire votre prochaine demande.');
    vm.openRequest();
    expect(request.isDialogOpen).toBe(false);
  });
});
