import { type DashboardDto, type MessageKey, UserStatus } from '@custodia/contracts';
import { Card, Col, Flex, Row, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../platform/LinkButton.tsx';
import { paths } from '../platform/paths.ts';
import { useActiveSession } from '../platform/session.ts';
import { userStatusLabels } from '../users/index.ts';
import { FigureLink } from './FigureLink.tsx';
import { FilingActivityChart } from './FilingActivityChart.tsx';
import { TaskFigures } from './TaskFigures.tsx';
import { useDashboard } from './useDashboard.ts';

type UserCount = keyof NonNullable<DashboardDto['users']>;

const userCounts: { field: UserCount; label: MessageKey }[] = [
  { field: 'total', label: 'dashboard.users.total' },
  { field: 'active', label: userStatusLabels[UserStatus.active] },
  { field: 'locked', label: userStatusLabels[UserStatus.locked] },
  { field: 'inactive', label: userStatusLabels[UserStatus.inactive] },
  { field: 'retired', label: userStatusLabels[UserStatus.retired] },
  { field: 'locked_by_expiry', label: userStatusLabels[UserStatus.lockedByExpiry] },
];

export default function DashboardPage() {
  const { t } = useTranslation();
  const session = useActiveSession();
  const { abilities } = session;
  const summary = useDashboard();
  const { token } = theme.useToken();

  return (
    <Flex vertical gap={24}>
      <div>
        {/* Under the shell's h1 ('Inicio'), sized below it. */}
        <Typography.Title
          level={2}
          style={{ fontSize: token.fontSizeHeading4 }}
          data-testid="dashboard-welcome"
        >
          {t('dashboard.welcome', { name: session.user.first_name })}
        </Typography.Title>
        <Typography.Text type="secondary">{session.company_name}</Typography.Text>
      </div>
      {summary.data?.tasks && <TaskFigures tasks={summary.data.tasks} />}
      {abilities['user.list'] && (
        <Card title={t('dashboard.users.title')} loading={summary.isPending}>
          <Row gutter={[16, 16]}>
            {userCounts.map(({ field, label }) => (
              <Col key={field} xs={12} md={8} xl={4}>
                <Statistic
                  title={t(label)}
                  value={summary.data?.users?.[field] ?? 0}
                  data-testid={`dashboard-users-${field}`}
                />
              </Col>
            ))}
          </Row>
        </Card>
      )}
      {summary.data?.records && (
        <Card title={t('dashboard.records.title')}>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Statistic
                title={t('dashboard.records.forms')}
                value={summary.data.records.forms}
                data-testid="dashboard-records-forms"
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('dashboard.records.records')}
                value={summary.data.records.records}
                data-testid="dashboard-records-records"
              />
            </Col>
            <Col xs={24} md={12}>
              <FilingActivityChart days={summary.data.records.per_day} />
            </Col>
          </Row>
        </Card>
      )}
      {summary.data?.trd && (
        <Card title={t('dashboard.trd.title')}>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <FigureLink
                to={paths.trdConsult}
                title={t('dashboard.trd.series')}
                value={summary.data.trd.series}
                testId="dashboard-trd-series"
              />
            </Col>
          </Row>
        </Card>
      )}
      {(abilities['user.create'] || abilities['user.list']) && (
        <Card title={t('dashboard.quickActions')}>
          <Flex gap={12} wrap>
            {abilities['user.create'] && (
              <LinkButton to={paths.userCreate} type="primary">
                {t('users.create')}
              </LinkButton>
            )}
            {abilities['user.list'] && (
              <LinkButton to={paths.userList}>{t('menu.users.list')}</LinkButton>
            )}
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
