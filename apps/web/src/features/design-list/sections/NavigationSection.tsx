import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/components/Avatar/Avatar';
import { Badge } from '../../../ui/components/Badge/Badge';
import { Button } from '../../../ui/components/Button/Button';
import { IconButton } from '../../../ui/components/IconButton/IconButton';
import { Menu } from '../../../ui/components/Menu/Menu';
import { MenuItem } from '../../../ui/components/Menu/MenuItem';
import { MenuSection } from '../../../ui/components/Menu/MenuSection';
import { MenuTrigger } from '../../../ui/components/Menu/MenuTrigger';
import { Pagination } from '../../../ui/components/Pagination/Pagination';
import { Switch } from '../../../ui/components/Switch/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/components/Tabs/Tabs';
import { DesignSection } from '../DesignSection';
import { Specimen } from '../Specimen';
import { StateSample } from '../StateSample';
import { PEOPLE } from '../designListSamples';
import styles from '../DesignSection.module.css';

const TABS = ['results', 'settings', 'content', 'targets', 'summary'] as const;

export function NavigationSection() {
  const { t } = useTranslation();
  const [keepOpen, setKeepOpen] = useState(false);
  const [page, setPage] = useState(3);
  const [pageSize, setPageSize] = useState(20);

  return (
    <DesignSection id="navigation" title={t('designList.navigation.title')} lead={t('designList.navigation.lead')}>
      <Specimen title={t('designList.navigation.tabs')} description={t('designList.navigation.tabsHint')} isWide isColumn>
        <Tabs defaultSelectedKey="results">
          <TabList aria-label={t('designList.navigation.campaign')}>
            <Tab id="results">{t('designList.navigation.tab.results')}</Tab>
            <Tab id="settings">{t('designList.navigation.tab.settings')}</Tab>
            <Tab id="content">{t('designList.navigation.tab.content')}</Tab>
            <Tab id="targets">{t('designList.navigation.tab.targets')}</Tab>
            <Tab id="summary" isDisabled>
              {t('designList.navigation.tab.summary')}
            </Tab>
          </TabList>
          {TABS.map((id) => (
            <TabPanel key={id} id={id}>
              <p className={styles.caption}>{t('designList.navigation.tabPanel', { tab: t(`designList.navigation.tab.${id}`) })}</p>
            </TabPanel>
          ))}
        </Tabs>
      </Specimen>

      <Specimen title={t('designList.navigation.menu')} description={t('designList.navigation.menuHint')}>
        <StateSample caption={t('designList.navigation.onPress')}>
          <MenuTrigger placement="bottom start" trigger={<Button iconEnd="chevronDown">{t('designList.navigation.prospecting')}</Button>}>
            <Menu aria-label={t('designList.navigation.prospecting')}>
              <MenuItem id="dashboard" icon="calendar" isCurrent>
                {t('designList.navigation.dashboard')}
              </MenuItem>
              <MenuItem id="prospects" icon="person" trailing={<Badge tone="brand">{'12'}</Badge>}>
                {t('designList.navigation.myProspects')}
              </MenuItem>
              <MenuItem id="scoring" icon="building" description={t('designList.navigation.scoringHint')}>
                {t('designList.navigation.smartScoring')}
              </MenuItem>
              <MenuItem id="monitoring" isDisabled>
                {t('designList.navigation.teamMonitoring')}
              </MenuItem>
            </Menu>
          </MenuTrigger>
        </StateSample>
        <StateSample caption={t('designList.navigation.iconTrigger')}>
          <MenuTrigger trigger={<IconButton icon="more" variant="secondary" label={t('designList.navigation.moreActions')} showTooltip={false} />}>
            <Menu aria-label={t('designList.navigation.moreActions')}>
              <MenuItem id="edit" icon="edit">
                {t('common.edit')}
              </MenuItem>
              <MenuItem id="duplicate" icon="plus">
                {t('designList.navigation.duplicate')}
              </MenuItem>
              <MenuItem id="delete" icon="trash" isDanger>
                {t('common.delete')}
              </MenuItem>
            </Menu>
          </MenuTrigger>
        </StateSample>
      </Specimen>

      <Specimen title={t('designList.navigation.userMenu')} description={t('designList.navigation.userMenuHint')}>
        <StateSample caption={t('designList.navigation.onHover')}>
          <MenuTrigger
            openOnHover
            keepOpen={keepOpen}
            trigger={
              <Button variant="ghost" aria-label={t('designList.navigation.userMenuOf', { name: PEOPLE[0].name })}>
                <Avatar name={PEOPLE[0].name} size="sm" isDecorative />
                {PEOPLE[0].name}
              </Button>
            }
          >
            <Menu aria-label={t('designList.navigation.userMenu')}>
              <MenuSection title={t('designList.navigation.myActivity')}>
                <MenuItem id="searches" icon="search">
                  {t('designList.navigation.savedSearches')}
                </MenuItem>
                <MenuItem id="exports" icon="upload">
                  {t('designList.navigation.exports')}
                </MenuItem>
              </MenuSection>
              <MenuSection title={t('designList.navigation.myProfile')}>
                <MenuItem id="profile" icon="user">
                  {t('designList.navigation.profile')}
                </MenuItem>
                <MenuItem id="connections" icon="linkedin">
                  {t('designList.navigation.connections')}
                </MenuItem>
              </MenuSection>
              <MenuSection aria-label={t('designList.navigation.session')}>
                <MenuItem id="logout" icon="logout" isDanger>
                  {t('designList.navigation.logout')}
                </MenuItem>
              </MenuSection>
            </Menu>
          </MenuTrigger>
        </StateSample>
        <Switch isSelected={keepOpen} onChange={setKeepOpen}>
          {t('designList.navigation.keepOpen')}
        </Switch>
      </Specimen>

      <Specimen title={t('designList.navigation.pagination')} description={t('designList.navigation.paginationHint')} isWide>
        <div className={styles.full}>
          <Pagination page={page} pageSize={pageSize} total={1284} onPageChange={setPage} onPageSizeChange={setPageSize} />
        </div>
      </Specimen>
    </DesignSection>
  );
}
