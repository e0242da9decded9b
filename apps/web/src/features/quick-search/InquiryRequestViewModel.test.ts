import { describe, expect, it, vi } from 'vitest';
import type { InquiryQuota } from '@cible/core';
import { translate } from '../../testing/translate';
import { InquiryRequestViewModel } from './InquiryRequestViewModel';
import { SPEC_TEXTS } from '../../testing/specTexts';

const quota = (open: number): InquiryQuota => ({ open_inquiry_count: open, max_quota: 15, is_reached: open >= 15 });

function setup(quotas: InquiryQuota[], create = vi.fn(async () => ({}))) {
  const getInquiryQuota = vi.fn();
  for (const answer of quotas) getInquiryQuota.mockResolvedValueOnce(answer);
  const toasts = { success: vi.fn(() => 1), error: vi.fn(() => 1) };
  const vm = new InquiryRequestViewModel({ getInquiryQuota, createInquiry: create } as never, { user: { id: 7 } }, toasts, translate);
  return { vm, getInquiryQuota, create, toasts };
}

describe('InquiryRequestViewModel', () => {
  it('loads the quota of the connected user once, however often the results open', async () => {
    const { vm, getInquiryQuota } = setup([quota(3)]);
    vm.ensureQuota();
    vm.ensureQuota();
    await vi.waitFor(() => expect(vm.quota).toEqual(quota(3)));
    expect(getInquiryQuota).toHaveBeenCalledTimes(1);
    expect(getInquiryQuota).toHaveBeenCalledWith({ params: { user: 7 } });
    expect(vm.isQuotaReached).toBe(false);
  });

  it('disables the request at 15 open inquiries with the verbatim tooltip', async () => {
    const { vm } = setup([quota(15)]);
    await vm.loadQuota();
    expect(vm.isQuotaReached).toBe(true);
    expect(vm.quotaTooltip).toBe(SPEC_TEXTS.inquiryQuota(15));
    vm.open(12, 'Atlas');
    expect(vm.isDialogOpen).toBe(false);
  });

  it('sends a company inquiry with the message, shows a success toast and reloads the quota', async () => {
    const { vm, create, toasts, getInquiryQuota } = setup([quota(14), quota(15)]);
    await vm.loadQuota();
    vm.open(12, 'Atlas');
    vm.messageChanged('  Qui décide des achats ?  ');
    await expect(vm.submit()).resolves.toBe(true);
    expect(create).toHaveBeenCalledWith({ body: { company_id: 12, inquiry_type_id: 2, comment: 'Qui décide des achats ?' } });
    expect(toasts.success).toHaveBeenCalledWith('Demande d’enquête envoyée');
    expect(vm.isDialogOpen).toBe(false);
    expect(getInquiryQuota).toHaveBeenCalledTimes(2);
    expect(vm.isQuotaReached).toBe(true);
  });

  it('keeps the dialog open with an error toast when the API refuses', async () => {
    const { vm, toasts } = setup([quota(3), quota(15)], vi.fn(async () => Promise.reject(new Error('409'))));
    await vm.loadQuota();
    vm.open(12, 'Atlas');
    await expect(vm.submit()).resolves.toBe(false);
    expect(toasts.error).toHaveBeenCalledWith('Nous avons rencontré une erreur');
    expect(vm.isDialogOpen).toBe(true);
    expect(vm.isQuotaReached).toBe(true);
  });

  it('leaves the request enabled when the quota cannot be read', async () => {
    const getInquiryQuota = vi.fn(async () => Promise.reject(new Error('network')));
    const vm = new InquiryRequestViewModel({ getInquiryQuota, createInquiry: vi.fn() } as never, { user: { id: 7 } }, { success: vi.fn(), error: vi.fn() }, translate);
    await vm.loadQuota();
    expect(vm.quota).toBeNull();
    expect(vm.isQuotaReached).toBe(false);
  });
});
