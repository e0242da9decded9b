import { describe, expect, it, vi } from 'vitest';
import { apiFailure, fakeCompanyPagesGateway, testContact, testContactCard } from '../company/companyPagesTestData';
import { ContactPageViewModel } from './ContactPageViewModel';
import { coreText } from '../../i18n/coreText';
import type { Text } from '@cible/core';

const inFrench = (text: Text) => coreText(text, 'fr');
const inEnglish = (text: Text) => coreText(text, 'en');

describe('ContactPageViewModel', () => {
  it('loads the contact and its colleagues; the profile lists every contact-data flag', async () => {
    const getContactColleagues = vi.fn(async () => ({ contact_list: [testContactCard(41)], contact_count: 1 }));
    const vm = new ContactPageViewModel(fakeCompanyPagesGateway({ getContact: async () => testContact, getContactColleagues }), 40);
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.fullName).toBe('Mme Claire Martin40');
    expect(getContactColleagues).toHaveBeenCalledWith({ params: { contact: 40 }, query: { limit: 10, offset: 0 } });
    expect(vm.colleagues.items).toHaveLength(1);
    const profile = vm.profile(inFrench)!;
    expect(profile.flags).toHaveLength(5);
    expect(profile.flags.filter((flag) => flag.known).map((flag) => flag.label)).toEqual(['Email direct']);
    expect(vm.profile(inEnglish)!.flags[0]!.label).toBe('Direct email');
    expect(profile.linkedin).toBe(true);
  });

  it('shows a blurred contact as its card only: no profile, no colleagues asked', async () => {
    const getContactColleagues = vi.fn();
    const blurred = { ...testContactCard(42, { last_name: null, job_name: null, company_id: null, company_name: null, company_group_name: null }), blurred: true, is_visible_pme: false, detail: null };
    const vm = new ContactPageViewModel(fakeCompanyPagesGateway({ getContact: async () => blurred, getContactColleagues }), 42);
    await vm.load();
    expect(vm.isBlurred).toBe(true);
    expect(vm.fullName).toBe('Mme Claire');
    expect(vm.profile(inFrench)).toBeNull();
    expect(vm.colleaguesHidden).toBe(true);
    expect(getContactColleagues).not.toHaveBeenCalled();
  });

  it('shows a visible contact of a company blurred for the caller with his profile, without employer or colleagues', async () => {
    const getContactColleagues = vi.fn();
    const hiddenEmployer = { ...testContact, company_id: null, company_name: null, company_group_name: null, company_blurred: true };
    const vm = new ContactPageViewModel(fakeCompanyPagesGateway({ getContact: async () => hiddenEmployer, getContactColleagues }), 40);
    await vm.load();
    expect(vm.isBlurred).toBe(false);
    expect(vm.colleaguesHidden).toBe(true);
    expect(vm.profile(inFrench)).not.toBeNull();
    expect(getContactColleagues).not.toHaveBeenCalled();
  });

  it('answers not found for a 404 and an error otherwise', async () => {
    const missing = new ContactPageViewModel(fakeCompanyPagesGateway({ getContact: async () => Promise.reject(apiFailure(404)) }), 9);
    await missing.load();
    expect(missing.status).toBe('not-found');
    const failing = new ContactPageViewModel(fakeCompanyPagesGateway({}), 9);
    await failing.load();
    expect(failing.status).toBe('error');
  });
});
