import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Container } from 'inversify';
import type { CompanyPagesGateway } from '@cible/core';
import { ContainerContext } from '../../di/ContainerContext';
import { APP_CONFIG, CLOCK, COMPANY_PAGES_GATEWAY } from '../../di/tokens';
import { apiFailure, fakeCompanyPagesGateway, testContact, testContactCard } from '../company/companyPagesTestData';
import { ContactPage } from './ContactPage';

function renderPage(gateway: CompanyPagesGateway, contactId = 40) {
  const container = new Container();
  container.bind(COMPANY_PAGES_GATEWAY).toConstantValue(gateway);
  container.bind(APP_CONFIG).toConstantValue({ apiBaseUrl: '', secureCookies: false });
  container.bind(CLOCK).toConstantValue({ now: () => new Date('2026-05-01T10:00:00Z'), zone: 'Europe/Paris' } as never);
  render(
    <ContainerContext.Provider value={container}>
      <ContactPage contactId={contactId} />
    </ContainerContext.Provider>,
  );
}

describe('ContactPage', { timeout: 15_000 }, () => {
  it('shows the card with the company link (new tab), the contact-data flags, the career and the colleagues', async () => {
    renderPage(fakeCompanyPagesGateway({ getContact: async () => testContact, getContactColleagues: async () => ({ contact_list: [testContactCard(41)], contact_count: 1 }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mme Claire Martin40' })).toBeInTheDocument();
    const company = screen.getByRole('link', { name: /Lumière Logistique/ });
    expect(company).toHaveAttribute('href', '/account/12');
    expect(company).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Email direct')).toBeInTheDocument();
    expect(screen.getAllByText('Disponible')).toHaveLength(2);
    expect(screen.getByText('Profil LinkedIn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Nexalys/ })).toHaveAttribute('href', '/account/7');
    expect(screen.getByText('Entreprise n° 9 (hors de nos données)')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Contenu masqué/ })).toHaveLength(1);
    const colleagues = screen.getByRole('region', { name: 'Collègues' });
    expect(await within(colleagues).findByRole('link', { name: /Claire Martin41/ })).toHaveAttribute('href', '/contact/41/profile');
  });

  it('says the contact does not exist on 404', async () => {
    renderPage(fakeCompanyPagesGateway({ getContact: async () => Promise.reject(apiFailure(404)) }), 9);
    expect(await screen.findByRole('heading', { name: 'Ce contact n’existe pas' })).toBeInTheDocument();
  });
});
