import { describe, expect, it, vi } from 'vitest';
import type { OperatorInquiry, OperatorInquiryListResponse } from '@cible/core';
import { translate } from '../../../testing/translate';
import { InquiryOperatorViewModel } from './InquiryOperatorViewModel';

const row = (id: number, status: number, next: number[]): OperatorInquiry => ({
  id, user_id: 7, company_id: 12, company_name: 'Acme', contact_id: null, contact_name: null, inquiry_type_id: 2, inquiry_sub_type_id: null,
  status, comment: null, creation_date: '2026-11-20T10:00:00.000Z', organization_id: 3, organization_name: 'Atlas',
  user_first_name: 'Anne', user_last_name: 'Martin', user_email: 'anne@atlas.demo', next_status_list: next,
});

function setup() {
  const listOperatorInquiries = vi.fn(async (): Promise<OperatorInquiryListResponse> => ({
    inquiry_list: [row(1, 2, [1, 3, 7, 8, 10]), row(2, 1, [6, 2])],
    inquiry_count: 2,
    organization_list: [{ id: 3, name: 'Atlas' }],
  }));
  const changeInquiryStatus = vi.fn(async ({ params, body }: { params: { inquiry: number }; body: { status: number } }) => row(params.inquiry, body.status, [4]));
  const toasts = { success: vi.fn(() => 1), error: vi.fn(() => 1) };
  const vm = new InquiryOperatorViewModel({ listOperatorInquiries, changeInquiryStatus } as never, toasts, translate);
  return { vm, listOperatorInquiries, changeInquiryStatus, toasts };
}

describe('InquiryOperatorViewModel (/support/inquiries)', () => {
  it('filters by status group and organisation, 20 per page', async () => {
    const { vm, listOperatorInquiries } = setup();
    await vm.load();
    expect(listOperatorInquiries).toHaveBeenLastCalledWith({ query: { limit: 20, offset: 0 } });
    expect(vm.organizations).toEqual([{ id: 3, name: 'Atlas' }]);
    vm.groupChanged('in_progress');
    vm.organizationChanged(3);
    await vi.waitFor(() => expect(listOperatorInquiries).toHaveBeenLastCalledWith({ query: { limit: 20, offset: 0, status_list: [2, 3], organization_id: 3 } }));
    vm.organizationChanged(-1);
    await vi.waitFor(() => expect(listOperatorInquiries).toHaveBeenLastCalledWith({ query: { limit: 20, offset: 0, status_list: [2, 3] } }));
  });

  it('replaces the changed row with the answer and confirms; a refusal shows the error toast and reloads', async () => {
    const { vm, changeInquiryStatus, toasts, listOperatorInquiries } = setup();
    await vm.load();
    await expect(vm.changeStatus(1, 3)).resolves.toBe(true);
    expect(changeInquiryStatus).toHaveBeenCalledWith({ params: { inquiry: 1 }, body: { status: 3 } });
    expect(vm.inquiries.find((item) => item.id === 1)).toMatchObject({ status: 3, next_status_list: [4] });
    expect(toasts.success).toHaveBeenCalledWith('La modification a bien été enregistrée');
    changeInquiryStatus.mockRejectedValueOnce(new Error('409'));
    const loads = listOperatorInquiries.mock.calls.length;
    await expect(vm.changeStatus(2, 4)).resolves.toBe(false);
    expect(toasts.error).toHaveBeenCalledWith('Nous avons rencontré une erreur');
    expect(listOperatorInquiries.mock.calls.length).toBe(loads + 1);
    expect(vm.changingId).toBeNull();
  });
});
