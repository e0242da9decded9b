import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/components/Avatar/Avatar';
import { Badge, type BadgeTone } from '../../../ui/components/Badge/Badge';
import { CountBadge } from '../../../ui/components/Badge/CountBadge';
import { BlurredContent } from '../../../ui/components/BlurredContent/BlurredContent';
import { Button } from '../../../ui/components/Button/Button';
import { Card } from '../../../ui/components/Card/Card';
import { EmptyState } from '../../../ui/components/EmptyState/EmptyState';
import { Icon, type IconName } from '../../../ui/components/Icon/Icon';
import { iconPaths } from '../../../ui/components/Icon/iconPaths';
import { IconButton } from '../../../ui/components/IconButton/IconButton';
import { Pagination } from '../../../ui/components/Pagination/Pagination';
import { Table, type TableColumn } from '../../../ui/components/Table/Table';
import { DesignSection } from '../DesignSection';
import { Specimen } from '../Specimen';
import { StateSample } from '../StateSample';
import { COMPANIES, PEOPLE, type SampleCompany } from '../designListSamples';
import styles from './DataDisplaySection.module.css';

const AVATAR_SIZES = ['xs', 'sm', 'md'] as const;
const TONES: BadgeTone[] = ['neutral', 'brand', 'success', 'warning', 'error', 'info'];

/** An inline portrait, so the catalogue shows a loaded image without any download. */
const PORTRAIT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5f8bf7"/><stop offset="1" stop-color="#1c40c4"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="26" r="11" fill="#dce7fe"/><path d="M12 60c3-12 11-18 20-18s17 6 20 18z" fill="#dce7fe"/></svg>',
)}`;

const STATUS_TONE: Record<SampleCompany['status'], BadgeTone> = { success: 'success', warning: 'warning', neutral: 'neutral' };

export function DataDisplaySection() {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const number = new Intl.NumberFormat(i18n.language);
  const featured = COMPANIES[0] as SampleCompany;

  const rows = useMemo(() => {
    const sorted = [...COMPANIES].sort((a, b) => (sort.column === 'contacts' ? a.contacts - b.contacts : a.name.localeCompare(b.name, 'fr')));
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [sort]);

  const columns: TableColumn<SampleCompany>[] = [
    {
      id: 'name',
      header: t('designList.data.company'),
      isSortable: true,
      width: '2fr',
      cell: (row) => (
        <span className={styles.nameCell}>
          <Avatar name={row.name} size="xs" shape="square" isDecorative />
          {row.name}
        </span>
      ),
    },
    { id: 'city', header: t('designList.data.city'), cell: (row) => <span className={styles.muted}>{`${row.city} (${row.zip})`}</span> },
    { id: 'sector', header: t('designList.data.sector'), cell: (row) => t(`designList.samples.sectors.${row.sector}`) },
    {
      id: 'status',
      header: t('designList.data.status'),
      cell: (row) => (
        <Badge tone={STATUS_TONE[row.status]} withDot>
          {t(`designList.samples.status.${row.status}`)}
        </Badge>
      ),
    },
    { id: 'contacts', header: t('designList.data.contacts'), isSortable: true, align: 'end', cell: (row) => <span className={styles.number}>{number.format(row.contacts)}</span> },
  ];

  return (
    <DesignSection id="data" title={t('designList.data.title')} lead={t('designList.data.lead')}>
      <Specimen title={t('designList.data.badges')} description={t('designList.data.badgesHint')} isColumn>
        <div className={styles.row}>
          {TONES.map((tone) => (
            <Badge key={tone} tone={tone}>
              {t(`designList.data.tone.${tone}`)}
            </Badge>
          ))}
        </div>
        <div className={styles.row}>
          <Badge tone="success" withDot>
            {t('designList.samples.status.success')}
          </Badge>
          <Badge tone="brand">{t('designList.data.beta')}</Badge>
          <CountBadge count={3}>
            <IconButton icon="bell" variant="secondary" label={t('designList.overlays.notifications')} showTooltip={false} />
          </CountBadge>
          <CountBadge count={128} max={99}>
            <IconButton icon="mail" variant="secondary" label={t('designList.data.messages')} showTooltip={false} />
          </CountBadge>
          <CountBadge count={7} tone="brand" />
        </div>
      </Specimen>

      <Specimen title={t('designList.data.avatars')} description={t('designList.data.avatarsHint')}>
        <StateSample caption={t('designList.data.image')}>
          <Avatar src={PORTRAIT} name={PEOPLE[0].name} size="lg" />
        </StateSample>
        <StateSample caption={t('designList.data.initials')}>
          <Avatar name={PEOPLE[0].name} size="lg" />
        </StateSample>
        <StateSample caption={t('designList.data.failedImage')}>
          <Avatar src={PEOPLE[1].src} name={PEOPLE[1].name} size="lg" />
        </StateSample>
        <StateSample caption={t('designList.data.defaultPortrait')}>
          <Avatar size="lg" />
        </StateSample>
        <StateSample caption={t('designList.data.logo')}>
          <Avatar name={featured.name} size="lg" shape="square" />
        </StateSample>
        <StateSample caption={t('designList.data.sizes')}>
          <div className={styles.row}>
            {AVATAR_SIZES.map((size) => (
              <Avatar key={size} name={PEOPLE[2].name} size={size} />
            ))}
          </div>
        </StateSample>
      </Specimen>

      <Specimen title={t('designList.data.blurred')} description={t('designList.data.blurredHint')}>
        <StateSample caption={t('designList.data.oneLine')}>
          <BlurredContent />
        </StateSample>
        <StateSample caption={t('designList.data.twoLines')}>
          <BlurredContent lines={2} />
        </StateSample>
      </Specimen>
      <Specimen title={t('designList.data.cards')} description={t('designList.data.cardsHint')} isWide>
        <div className={styles.cardGrid}>
          <Card
            title={t('designList.data.creditsTitle')}
            description={t('designList.data.creditsText')}
            headingLevel={4}
            actions={<IconButton icon="more" size="sm" label={t('designList.navigation.moreActions')} />}
            footer={
              <Button size="sm" iconEnd="chevronRight">
                {t('designList.data.seeDetail')}
              </Button>
            }
          >
            <div className={styles.stats}>
              <div className={styles.stat}>
                <span className={styles.statValue}>{number.format(12480)}</span>
                <span className={styles.statLabel}>{t('designList.data.consumed')}</span>
              </div>
              <div className={styles.stat}>
                <span className={styles.statValue}>{number.format(7520)}</span>
                <span className={styles.statLabel}>{t('designList.data.remaining')}</span>
              </div>
              <div className={styles.stat}>
                <span className={styles.statValue}>{number.format(62)}</span>
                <span className={styles.statLabel}>{t('designList.data.usage')}</span>
              </div>
            </div>
          </Card>
          <Card isInteractive padding="compact">
            <div className={styles.companyHead}>
              <Avatar name={featured.name} shape="square" />
              <div>
                <div className={styles.companyName}>{featured.name}</div>
                <div className={styles.companyMeta}>{t('designList.data.companyMeta', { city: `${featured.city} (${featured.zip})`, count: featured.contacts })}</div>
              </div>
            </div>
            <div className={`${styles.row} ${styles.tags}`}>
              <Badge tone="info">{t('designList.samples.sectors.industry')}</Badge>
              <Badge tone="success" withDot>
                {t('designList.data.hiring')}
              </Badge>
            </div>
          </Card>
          <Card padding="compact">
            <EmptyState isCompact icon="newspaper" title={t('designList.data.noNews')} text={t('designList.data.noNewsText')} />
          </Card>
        </div>
      </Specimen>

      <Specimen title={t('designList.data.table')} description={t('designList.data.tableHint')} isWide>
        <div className={styles.tableStack}>
          <Table aria-label={t('designList.data.tableLabel')} columns={columns} rows={rows} sortDescriptor={sort} onSortChange={setSort} />
          <Pagination page={page} pageSize={6} total={COMPANIES.length * 14} onPageChange={setPage} />
          <Table
            aria-label={t('designList.data.emptyTableLabel')}
            columns={columns}
            rows={[]}
            emptyState={<EmptyState isCompact icon="search" title={t('designList.data.noResult')} text={t('designList.data.noResultText')} />}
          />
        </div>
      </Specimen>

      <Specimen title={t('designList.data.icons')} description={t('designList.data.iconsHint')} isWide>
        <div className={styles.icons}>
          {(Object.keys(iconPaths) as IconName[]).map((name) => (
            <div key={name} className={styles.iconTile}>
              <Icon name={name} size={20} />
              <span className={styles.iconName}>{name}</span>
            </div>
          ))}
        </div>
      </Specimen>
    </DesignSection>
  );
}
