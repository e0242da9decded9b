import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import type { CompanyPagesGateway } from '@cible/core';
import { ContainerContext } from '../../di/ContainerContext';
import { APP_CONFIG, CLOCK, COMPANY_PAGES_GATEWAY } from '../../di/tokens';
import { CompanyPage } from './CompanyPage';
import { apiFailure, blurredCompany, fakeCompanyPagesGateway, testCompany, testContactCard, testNews } from './companyPagesTestData';

function renderPage(gateway: CompanyPagesGateway, companyId = 12, newsId: number | null = null) {
  const container = new Container();
  container.bind(COMPANY_PAGES_GATEWAY).toConstantValue(gateway);
  container.bind(APP_CONFIG).toConstantValue({ apiBaseUrl: 'https://app.cible.test', secureCookies: true });
  container.bind(CLOCK).toConstantValue({ now: () => new Date('2026-05-01T10:00:00Z'), zone: 'Europe/Paris' } as never);
  render(
    <ContainerContext.Provider value={container}>
      <CompanyPage companyId={companyId} newsId={newsId} />
    </ContainerContext.Provider>,
  );
}

const lists = {
  getCompanyContacts: async () => ({
    contact_list: [testContactCard(1), testContactCard(2, { blurred: true, is_visible_pme: false, last_name: null, job_name: null, company_id: null, company_name: null, company_group_name: null })],
    contact_count: 2,
  }),
  getCompanyNews: async () => ({ news_list: [testNews(5)], news_count: 1 }),
};

describe('CompanyPage', { timeout: 15_000 }, () => {
  it('shows a skeleton, then the card, the facts, the offices, the contacts (new-tab links) and the news', async () => {
    renderPage(fakeCompanyPagesGateway({ getCompany: async () => testCompany, ...lists }));
    expect(screen.getByRole('status', { name: 'Chargement de la page' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumière Logistique' })).toBeInTheDocument();
    expect(screen.getByText('Groupe Groupe Marchand')).toBeInTheDocument();
    expect(screen.getByText('Lyon (69)')).toBeInTheDocument();
    expect(screen.getByText('1 234 contacts')).toBeInTheDocument();
    expect(screen.getByText('552100554')).toBeInTheDocument();
    expect(screen.getByText('SIRET 55210055400013')).toBeInTheDocument();
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    const link = await within(contacts).findByRole('link', { name: /Mme Claire Martin1/ });
    expect(link).toHaveAttribute('href', '/contact/1/profile');
    expect(link).toHaveAttribute('target', '_blank');
    // The blurred contact: no link, the blurred placeholder with the spec's tooltip sentence as its name.
    expect(within(contacts).queryByRole('link', { name: /Claire Martin2/ })).not.toBeInTheDocument();
    expect(within(contacts).getByRole('img', { name: /Votre licence ne vous permet pas d'accéder à ce contenu\./ })).toBeInTheDocument();
    const news = screen.getByRole('region', { name: 'Actualités' });
    expect(within(news).getByRole('heading', { name: 'Lumière Logistique ouvre un site (5)' })).toBeInTheDocument();
  });

  it('shows a news piece blurred for the licence as its kind and date with the blurred placeholder, no title', async () => {
    const blurredNews = { ...testNews(6), title: null, sample_title: null, description: null, company: null, person: null, job: null, source: null, highlight: null, blurred: true };
    renderPage(fakeCompanyPagesGateway({ getCompany: async () => testCompany, ...lists, getCompanyNews: async () => ({ news_list: [blurredNews], news_count: 1 }) }));
    const news = await screen.findByRole('region', { name: 'Actualités' });
    expect(await within(news).findByRole('img', { name: /Votre licence ne vous permet pas d'accéder à ce contenu\./ })).toBeInTheDocument();
    expect(within(news).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('shows a blurred company as the blurred card only, with the tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    renderPage(fakeCompanyPagesGateway({ getCompany: async () => blurredCompany }), 13);
    const blurred = await screen.findByRole('img', { name: /Contenu masqué/ });
    expect(screen.queryByRole('region', { name: 'Contacts' })).not.toBeInTheDocument();
    await user.tab();
    expect(blurred).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Votre licence ne vous permet pas d\'accéder à ce contenu.');
  });

  it('says the company does not exist on 404, and offers a retry on failure', async () => {
    renderPage(fakeCompanyPagesGateway({ getCompany: async () => Promise.reject(apiFailure(404)) }), 99);
    expect(await screen.findByRole('heading', { name: 'Cette entreprise n’existe pas' })).toBeInTheDocument();
  });

  it('offers a retry when the company could not be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderPage(fakeCompanyPagesGateway({ getCompany: async () => (++calls === 1 ? Promise.reject({ kind: 'network', message: 'x' }) : testCompany), ...lists }));
    await user.click(await screen.findByRole('button', { name: /Réessayer/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumière Logistique' })).toBeInTheDocument();
  });

  it('highlights the news piece of the AccountNews route', async () => {
    renderPage(fakeCompanyPagesGateway({ getCompany: async () => testCompany, ...lists, getCompanyNewsPiece: async () => testNews(77) }), 12, 77);
    const highlighted = await screen.findByRole('region', { name: 'Actualité sélectionnée' });
    expect(within(highlighted).getByRole('heading', { name: 'Lumière Logistique ouvre un site (77)' })).toBeInTheDocument();
  });
});
