import { describe, expect, it, vi } from 'vitest';
import type { InquiryQuota } from '@cible/core';
import { translate } from '../../testing/translate';
import { InquiryRequestViewModel, type InquirySubjectLookups } from './InquiryRequestViewModel';
import { SPEC_TEXTS } from '../../testing/specTexts';

const quota = (open: number): InquiryQuota => ({ open_inquiry_count: open, max_quota: 15, is_reached: open >= 15 });

const ACME = { id: 12, name: 'Acme (Lyon)' };
const lookups = (): InquirySubjectLookups & { searchCompanies: ReturnType<typeof vi.fn>; contactsOf: ReturnType<typeof vi.fn> } => ({
  searchCompanies: vi.fn(async (text: string) => (text.startsWith('ac') ? [ACME, { id: 13, name: 'Acmé' }] : [])),
  contactsOf: vi.fn(async (companyId: number) => (companyId === 12 ? [{ id: 501, name: 'Marie Durand · DAF' }] : [])),
});

function setup(quotas: InquiryQuota[], create = vi.fn(async () => ({}))) {
  const getInquiryQuota = vi.fn();
  for (const answer of quotas) getInquiryQuota.mockResolvedValueOnce(answer);
  const toasts = { success: vi.fn(() => 1), error: vi.fn(() => 1) };
  const subjects = lookups();
  const vm = new InquiryRequestViewModel({ getInquiryQuota, createInquiry: create } as never, { user: { id: 7 } }, toasts, translate, subjects, { debounceMs: 0 });
  return { vm, getInquiryQuota, create, toasts, subjects };
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
    const vm = new InquiryRequestViewModel({ getInquiryQuota, createInquiry: vi.fn() } as never, { user: { id: 7 } }, { success: vi.fn(), error: vi.fn() }, translate, lookups());
    await vm.loadQuota();
    expect(vm.quota).toBeNull();
    expect(vm.isQuotaReached).toBe(false);
  });

  it('from /reports: searches the company, picks a contact (a contact inquiry), a sub-type of that type, and tells the listeners', async () => {
    const { vm, create, subjects } = setup([quota(2), quota(3)]);
    const created = vi.fn();
    vm.onCreated(created);
    await vm.loadQuota();
    vm.openBlank();
    expect([vm.isDialogOpen, vm.isCompanyFixed, vm.canSubmit]).toEqual([true, false, false]);
    vm.companyQueryChanged('a');
    expect(subjects.searchCompanies).not.toHaveBeenCalled();
    vm.companyQueryChanged('acm');
    await vi.waitFor(() => expect(vm.companyOptions).toHaveLength(2));
    expect(subjects.searchCompanies).toHaveBeenCalledWith('acm');
    vm.companyPicked(12);
    await vi.waitFor(() => expect(vm.contactOptions).toEqual([{ id: 501, name: 'Marie Durand · DAF' }]));
    expect(vm.canSubmit).toBe(true);
    vm.inquiryTypeChanged(1);
    expect([vm.isContactMissing, vm.canSubmit]).toEqual([true, false]);
    vm.contactPicked(501);
    expect([vm.inquiryTypeId, vm.canSubmit]).toEqual([1, true]);
    expect(vm.subTypeOptions.map((subType) => subType.id)).toEqual([1, 2, 3, 4, 5, 6, 11, 12]);
    vm.subTypeChanged(7);
    expect(vm.subTypeId).toBeNull();
    vm.subTypeChanged(3);
    await expect(vm.submit()).resolves.toBe(true);
    expect(create).toHaveBeenCalledWith({ body: { company_id: 12, contact_id: 501, inquiry_type_id: 1, inquiry_sub_type_id: 3 } });
    expect(created).toHaveBeenCalledTimes(1);
    expect(vm.isDialogOpen).toBe(false);
  });

  it('a company inquiry sends no contact; clearing the contact makes it a company inquiry again and drops the sub-type', async () => {
    const { vm, create } = setup([quota(0), quota(1)]);
    vm.open(12, 'Acme');
    await vi.waitFor(() => expect(vm.contactOptions).toHaveLength(1));
    vm.contactPicked(501);
    vm.subTypeChanged(2);
    vm.contactPicked(-1);
    expect([vm.inquiryTypeId, vm.contactId, vm.subTypeId]).toEqual([2, null, null]);
    vm.subTypeChanged(14);
    await vm.submit();
    expect(create).toHaveBeenCalledWith({ body: { company_id: 12, inquiry_type_id: 2, inquiry_sub_type_id: 14 } });
  });

  it('shows a failed company search and keeps only the answer of the latest search', async () => {
    const { vm, subjects } = setup([]);
    subjects.searchCompanies.mockRejectedValueOnce(new Error('network'));
    vm.openBlank();
    vm.companyQueryChanged('acme');
    await vi.waitFor(() => expect(vm.companySearchFailed).toBe(true));
    expect(vm.companyOptions).toEqual([]);
    vm.companyQueryChanged('ac');
    vm.companyQueryChanged('x');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect([vm.companyOptions, vm.isSearchingCompanies]).toEqual([[], false]);
  });
});
