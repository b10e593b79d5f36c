import { LockOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import { type HoldDto, HoldStatus, TrdLevel } from '@custodia/contracts';
import { Button, Card, Flex, Segmented, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { PagedTable } from '../platform/PagedTable.tsx';
import { paths } from '../platform/paths.ts';
import { RowActions, RowButton } from '../platform/RowActions.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { PlaceHoldDialog, ReleaseHoldDialog } from './HoldDialogs.tsx';
import { useHoldList } from './useHolds.ts';

/** Where what a hold covers is read: the record's detail, the expedient, the TRD node. */
function coveredPath(hold: HoldDto): string | null {
  if (hold.record) {
    return generatePath(paths.recordDetails, { recordId: hold.record.id, id: hold.record.form_id });
  }
  if (!hold.node) return null;
  return hold.node.level === TrdLevel.expedient
    ? generatePath(paths.expedientView, { id: hold.node.id })
    : generatePath(paths.trdOrdination, {
        id: hold.node.id,
        backgroundId: hold.node.background_id,
      });
}

/**
 * `/legal-holds` (issue 50 §3): the company's legal holds, active or released, newest first; a
 * hold placed on a record or an expedient by its number, and each active one released.
 */
export default function HoldsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const list = useHoldList();
  const [placing, setPlacing] = useState(false);
  const [releasing, setReleasing] = useState<HoldDto | null>(null);
  const { params, setParams } = list;

  const columns: TableColumnsType<HoldDto> = [
    {
      title: t('holds.fields.target'),
      key: 'target',
      render: (_, hold) => {
        const to = coveredPath(hold);
        const more = hold.record_count > 1 ? ` (${hold.record_count})` : '';
        return (
          <span data-testid="hold-target">
            {to ? <Link to={to}>{hold.target}</Link> : hold.target}
            {more}
          </span>
        );
      },
    },
    { title: t('holds.fields.reason'), dataIndex: 'reason', key: 'reason', ellipsis: true },
    {
      title: t('holds.fields.reference'),
      key: 'reference',
      render: (_, hold) => (
        <>
          <div>{hold.reference}</div>
          <Typography.Text type="secondary">{hold.authority}</Typography.Text>
        </>
      ),
    },
    { title: t('holds.fields.owner'), key: 'owner', render: (_, hold) => hold.owner.name },
    {
      title: t('holds.fields.placed'),
      key: 'placed',
      render: (_, hold) => `${dateTime(hold.placed_at)} · ${hold.placed_by.name}`,
    },
    ...(params.status === HoldStatus.released
      ? [
          {
            title: t('holds.fields.released'),
            key: 'released',
            render: (_: unknown, hold: HoldDto) => (
              <>
                <div>{`${dateTime(hold.released_at ?? '')} · ${hold.released_by?.name ?? ''}`}</div>
                <Typography.Text type="secondary">{hold.release_reason}</Typography.Text>
              </>
            ),
          },
        ]
      : [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, hold: HoldDto) =>
              hold.abilities.release && (
                <RowActions links={[]}>
                  <RowButton
                    label={t('holds.release.open', { target: hold.target })}
                    icon={<UnlockOutlined />}
                    loading={false}
                    testId="hold-release-open"
                    onClick={() => setReleasing(hold)}
                  />
                </RowActions>
              ),
          },
        ]),
  ];

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('holds.help')}</Typography.Paragraph>
      <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 16 }}>
        <Segmented
          aria-label={t('holds.status.label')}
          value={params.status}
          onChange={(status) => setParams({ status: status as HoldStatus, page: 1 })}
          options={[
            { value: HoldStatus.active, label: t('holds.status.active'), icon: <LockOutlined /> },
            {
              value: HoldStatus.released,
              label: t('holds.status.released'),
              icon: <UnlockOutlined />,
            },
          ]}
          data-testid="hold-status"
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setPlacing(true)}
          data-testid="hold-place-open"
        >
          {t('holds.place.open')}
        </Button>
      </Flex>
      <PagedTable list={list} columns={columns} testId="hold-list" />
      <PlaceHoldDialog open={placing} onClose={() => setPlacing(false)} />
      <ReleaseHoldDialog hold={releasing} onClose={() => setReleasing(null)} />
    </Card>
  );
}
