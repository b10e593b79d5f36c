import { EyeOutlined, FieldTimeOutlined } from '@ant-design/icons';
import type { ExpedientDto } from '@custodia/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { formatDay } from '../platform/dates.ts';
import { LinkButton } from '../platform/LinkButton.tsx';
import { ListScreen } from '../platform/ListScreen.tsx';
import { ListFilterSelect, ListFilterText } from '../platform/ListToolbar.tsx';
import { labelOptions } from '../platform/labelOptions.ts';
import { paths } from '../platform/paths.ts';
import { RowActions } from '../platform/RowActions.tsx';
import { StatusTag } from '../platform/StatusTag.tsx';
import { useActiveSession } from '../platform/session.ts';
import { useDateTime } from '../platform/useDateTime.ts';
import { useTreeLevelFetcher } from '../trd-tree/index.ts';
import { expedientStatusColors, expedientStatusLabels } from './expedientLabels.ts';
import { SeriesPicker } from './SeriesPicker.tsx';
import { useExpedientConsultation } from './useExpedients.ts';

/**
 * Spec §2 expedient consultation: every logged-in person searches expedients by number, name,
 * subject, series (picked from the tree as far as they may see it, or `?series=` from the tree's
 * screens) and status, and opens one.
 */
export default function ExpedientConsultationPage() {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const { abilities } = useActiveSession();
  const list = useExpedientConsultation();
  const visibleLevel = useTreeLevelFetcher();

  const columns: TableColumnsType<ExpedientDto> = [
    { title: t('expedients.fields.number'), dataIndex: 'number', key: 'number' },
    { title: t('expedients.fields.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('expedients.fields.series'),
      key: 'series',
      render: (_, expedient) => `${expedient.series_code}-${expedient.series_name}`,
    },
    {
      title: t('expedients.fields.openedOn'),
      key: 'opened_on',
      render: (_, expedient) => formatDay(expedient.opened_on),
    },
    {
      title: t('expedients.fields.closedAt'),
      key: 'closed_at',
      render: (_, expedient) => (expedient.closed_at ? dateTime(expedient.closed_at) : '—'),
    },
    {
      title: t('expedients.fields.status'),
      key: 'status',
      render: (_, expedient) => (
        <StatusTag
          status={expedient.status}
          labels={expedientStatusLabels}
          colors={expedientStatusColors}
        />
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, expedient) => (
        <RowActions
          links={[
            {
              to: generatePath(paths.expedientView, { id: expedient.id }),
              label: t('expedients.actions.open'),
              icon: <EyeOutlined />,
              testId: `expedient-open-${expedient.number}`,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <ListScreen
      back={
        abilities['expedient.manage'] && (
          <LinkButton
            to={paths.expedientDue}
            icon={<FieldTimeOutlined />}
            data-testid="expedients-due"
          >
            {t('expedients.due.title')}
          </LinkButton>
        )
      }
      create={{
        to: generatePath(paths.expedientCreate, {}),
        label: t('expedients.create'),
        testId: 'expedients-create',
        allowed: abilities['expedient.manage'],
      }}
      search={{ placeholder: t('expedients.list.searchName'), testId: 'expedients-search-name' }}
      filters={
        <>
          <ListFilterText
            list={list}
            param="number"
            placeholder={t('expedients.list.searchNumber')}
            testId="expedients-search-number"
          />
          <ListFilterText
            list={list}
            param="subject"
            placeholder={t('expedients.list.searchSubject')}
            testId="expedients-search-subject"
          />
          <SeriesPicker
            load={abilities['trd.browse'] ? undefined : visibleLevel}
            placeholder={t('expedients.fields.series')}
            onChange={(series) => list.setParams({ series, page: 1 })}
            testId="expedients-series-filter"
          />
          <ListFilterSelect
            list={list}
            param="status"
            options={labelOptions(expedientStatusLabels, t)}
            placeholder={t('expedients.list.allStatuses')}
            label={t('expedients.fields.status')}
            minWidth={180}
            testId="expedients-status-filter"
          />
        </>
      }
      list={list}
      columns={columns}
    />
  );
}
