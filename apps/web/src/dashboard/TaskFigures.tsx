import type { DashboardDto, MessageKey } from '@custodia/contracts';
import { Card, Col, Flex, List, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeadlineTag } from '../platform/DeadlineTag.tsx';
import { paths, taskPath } from '../platform/paths.ts';
import { useDateTime } from '../platform/useDateTime.ts';
import { FigureLink } from './FigureLink.tsx';

type Tasks = NonNullable<DashboardDto['tasks']>;
type Figure = 'total' | 'free' | 'due_soon' | 'overdue';

/** Each figure opens the task box on what it counts (the box reads `deadline` from the address). */
const figures: { field: Figure; label: MessageKey; to: string }[] = [
  { field: 'total', label: 'dashboard.tasks.total', to: paths.taskBox },
  { field: 'free', label: 'dashboard.tasks.free', to: paths.taskBox },
  { field: 'due_soon', label: 'dashboard.tasks.dueSoon', to: `${paths.taskBox}?deadline=due_soon` },
  { field: 'overdue', label: 'dashboard.tasks.overdue', to: `${paths.taskBox}?deadline=overdue` },
];

/** Spec §2 dashboard: the person's tasks counted, and the five longest overdue to open at once. */
export function TaskFigures({ tasks }: { tasks: Tasks }) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const alarming: Partial<Record<Figure, string>> = {
    due_soon: token.colorWarningText,
    overdue: token.colorErrorText,
  };
  return (
    <Card title={t('dashboard.tasks.title')}>
      <Flex vertical gap={16}>
        <Row gutter={[16, 16]}>
          {figures.map(({ field, label, to }) => (
            <Col key={field} xs={12} md={6}>
              <FigureLink
                to={to}
                title={t(label)}
                value={tasks[field]}
                testId={`dashboard-tasks-${field}`}
                valueStyle={tasks[field] > 0 ? { color: alarming[field] } : undefined}
              />
            </Col>
          ))}
        </Row>
        <div>
          <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading5 }}>
            {t('dashboard.tasks.overdueList')}
          </Typography.Title>
          {tasks.overdue_tasks.length === 0 ? (
            <Typography.Text type="secondary" data-testid="dashboard-tasks-none-overdue">
              {t('dashboard.tasks.noneOverdue')}
            </Typography.Text>
          ) : (
            <List
              size="small"
              data-testid="dashboard-overdue-tasks"
              dataSource={tasks.overdue_tasks}
              renderItem={(task) => (
                <List.Item>
                  <Flex vertical>
                    <Link to={taskPath(task.id)}>
                      {task.record.number} · {task.subject}
                    </Link>
                    <Typography.Text type="secondary">
                      {[
                        task.step?.name,
                        t('dashboard.tasks.dueAt', { date: dateTime(task.due_at) }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          )}
        </div>
        {tasks.pqrs_tasks.length > 0 && <PqrsByLegalDue tasks={tasks.pqrs_tasks} />}
      </Flex>
    </Card>
  );
}

/** The person's tasks on a PQRS, soonest legal due date first (issue 47). */
function PqrsByLegalDue({ tasks }: { tasks: Tasks['pqrs_tasks'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div>
      <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading5 }}>
        {t('dashboard.tasks.pqrsList')}
      </Typography.Title>
      <List
        size="small"
        data-testid="dashboard-pqrs-tasks"
        dataSource={tasks}
        renderItem={(task) => (
          <List.Item>
            <Flex vertical gap={4}>
              <Link to={taskPath(task.id)}>
                {task.record.number} · {task.subject}
              </Link>
              {task.legal_due && (
                <span>
                  <DeadlineTag due={task.legal_due.due_at} colour={task.legal_due.colour} />
                </span>
              )}
            </Flex>
          </List.Item>
        )}
      />
    </div>
  );
}
