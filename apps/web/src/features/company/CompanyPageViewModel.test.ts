import { describe, expect, it, vi } from 'vitest';
import { CompanyPageViewModel } from './CompanyPageViewModel';
import { apiFailure, blurredCompany, fakeCompanyPagesGateway, testCompany, testContactCard, testNews } from './companyPagesTestData';

describe('CompanyPageViewModel', () => {
  it('loads the company, then its first page of contacts and news', async () => {
    const getCompanyContacts = vi.fn(async () => ({ contact_list: [testContactCard(1), testContactCard(2)], contact_count: 25 }));
    const getCompanyNews = vi.fn(async () => ({ news_list: [testNews(5)], news_count: 1 }));
    const gateway = fakeCompanyPagesGateway({ getCompany: async () => testCompany, getCompanyContacts, getCompanyNews });
    const vm = new CompanyPageViewModel(gateway, 12);
    expect(vm.status).toBe('loading');
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.location).toBe('Lyon (69)');
    expect(vm.contacts.items.map((contact) => contact.id)).toEqual([1, 2]);
    expect(vm.contacts.pageCount).toBe(3);
    expect(getCompanyContacts).toHaveBeenCalledWith({ params: { company: 12 }, query: { limit: 10, offset: 0 } });
    expect(vm.news.total).toBe(1);
    await vm.contacts.load(3);
    expect(getCompanyContacts).toHaveBeenLastCalledWith({ params: { company: 12 }, query: { limit: 10, offset: 20 } });
    expect(vm.contacts.page).toBe(3);
  });

  it('asks no list for a blurred company (sales PME): the blurred card only', async () => {
    const getCompanyContacts = vi.fn();
    const vm = new CompanyPageViewModel(fakeCompanyPagesGateway({ getCompany: async () => blurredCompany, getCompanyContacts }), 13);
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.isBlurred).toBe(true);
    expect(vm.location).toBeNull();
    expect(getCompanyContacts).not.toHaveBeenCalled();
  });

  it('tells a missing company (404, or an id that is not one) from a failure, and retries', async () => {
    const missing = new CompanyPageViewModel(fakeCompanyPagesGateway({ getCompany: async () => Promise.reject(apiFailure(404)) }), 99);
    await missing.load();
    expect(missing.status).toBe('not-found');
    const getCompany = vi.fn();
    const notAnId = new CompanyPageViewModel(fakeCompanyPagesGateway({ getCompany }), Number('abc'));
    await notAnId.load();
    expect(notAnId.status).toBe('not-found');
    expect(getCompany).not.toHaveBeenCalled();
    let calls = 0;
    const flaky = new CompanyPageViewModel(
      fakeCompanyPagesGateway({
        getCompany: async () => (++calls === 1 ? Promise.reject({ kind: 'network', message: 'offline' }) : testCompany),
        getCompanyContacts: async () => ({ contact_list: [], contact_count: 0 }),
        getCompanyNews: async () => ({ news_list: [], news_count: 0 }),
      }),
      12,
    );
    await flaky.load();
    expect(flaky.status).toBe('error');
    await flaky.load();
    expect(flaky.status).toBe('ready');
    expect(flaky.contacts.isEmpty).toBe(true);
  });

  it('loads the highlighted news piece of the AccountNews route, and shows the page without it when it is not found', async () => {
    const lists = {
      getCompany: async () => testCompany,
      getCompanyContacts: async () => ({ contact_list: [], contact_count: 0 }),
      getCompanyNews: async () => ({ news_list: [testNews(5)], news_count: 1 }),
    };
    const vm = new CompanyPageViewModel(fakeCompanyPagesGateway({ ...lists, getCompanyNewsPiece: async () => testNews(77) }), 12, 77);
    await vm.load();
    expect(vm.highlightedNews?.id).toBe(77);
    const gone = new CompanyPageViewModel(fakeCompanyPagesGateway({ ...lists, getCompanyNewsPiece: async () => Promise.reject(apiFailure(404)) }), 12, 78);
    await gone.load();
    expect(gone.status).toBe('ready');
    expect(gone.highlightedNews).toBeNull();
  });

  it('puts a list in error on failure and drops a late answer of a page no longer asked', async () => {
    let release: (value: unknown) => void = () => undefined;
    const slow = new Promise((resolve) => (release = resolve));
    let call = 0;
    const vm = new CompanyPageViewModel(
      fakeCompanyPagesGateway({
        getCompany: async () => testCompany,
        getCompanyContacts: async () => {
          call += 1;
          if (call === 2) {
            await slow;
            return { contact_list: [testContactCard(100)], contact_count: 30 };
          }
          return { contact_list: [testContactCard(call)], contact_count: 30 };
        },
        getCompanyNews: async () => Promise.reject(apiFailure(500, 'INTERNAL')),
      }),
      12,
    );
    await vm.load();
    expect(vm.news.status).toBe('error');
    const late = vm.contacts.load(2);
    await vm.contacts.load(3);
    release(undefined);
    await late;
    expect(vm.contacts.page).toBe(3);
    expect(vm.contacts.items.map((contact) => contact.id)).toEqual([3]);
  });
});
