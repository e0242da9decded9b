import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('switches panels with arrow keys', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <Tabs onSelectionChange={onSelectionChange}>
        <TabList aria-label="Tableau de bord">
          <Tab id="synthesis">Synthèse</Tab>
          <Tab id="cards">Fiches consultées</Tab>
          <Tab id="connections" isDisabled>
            Connexions
          </Tab>
        </TabList>
        <TabPanel id="synthesis">Contenu synthèse</TabPanel>
        <TabPanel id="cards">Contenu fiches</TabPanel>
        <TabPanel id="connections">Contenu connexions</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenu synthèse');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Synthèse' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Fiches consultées' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenu fiches');
    expect(onSelectionChange).toHaveBeenLastCalledWith('cards');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Synthèse' })).toHaveAttribute('aria-selected', 'true');
  });
});
