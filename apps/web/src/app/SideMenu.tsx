import {
  ApartmentOutlined,
  ApiOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  ClusterOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  FileAddOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FormOutlined,
  HistoryOutlined,
  HomeOutlined,
  InboxOutlined,
  LockOutlined,
  MailOutlined,
  PrinterOutlined,
  SearchOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { SessionDto } from '@custodia/contracts';
import { Badge, Menu, type MenuProps, Tag } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../platform/paths.ts';
import { useInboxCounters } from '../tasks/index.ts';
import { type MenuIcon, type MenuLink, sideMenu, visibleMenu } from './menu.ts';
import './sideMenu.css';

const icons: Record<MenuIcon, ReactNode> = {
  dashboard: <HomeOutlined />,
  records: <FileAddOutlined />,
  search: <SearchOutlined />,
  trash: <DeleteOutlined />,
  export: <ExportOutlined />,
  forms: <FormOutlined />,
  lists: <UnorderedListOutlined />,
  users: <TeamOutlined />,
  workflows: <ApartmentOutlined />,
  audit: <AuditOutlined />,
  company: <BankOutlined />,
  integrations: <ApiOutlined />,
  jobs: <HistoryOutlined />,
  webhooks: <ApiOutlined />,
  capture: <MailOutlined />,
  sticker: <PrinterOutlined />,
  calendar: <CalendarOutlined />,
  pqrs: <CustomerServiceOutlined />,
  trd: <FolderOpenOutlined />,
  tasks: <InboxOutlined />,
  signatures: <EditOutlined />,
  documentaryTypes: <FileTextOutlined />,
  expedients: <ContainerOutlined />,
  processManagement: <ClusterOutlined />,
  metrics: <BarChartOutlined />,
  holds: <LockOutlined />,
};

export function SideMenu({ session }: { session: SessionDto }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = visibleMenu(sideMenu, session);
  const counters = useInboxCounters(
    entries.some((entry) => 'counter' in entry && entry.counter === 'unreadTasks'),
  );
  const unread = counters.data?.unread ?? 0;
  // Back in the box from a task just read or worked, the badge says what is left at once.
  const { refetch, isEnabled } = counters;
  useEffect(() => {
    if (isEnabled && pathname.startsWith(paths.taskBox)) void refetch();
  }, [isEnabled, pathname, refetch]);

  const linkItem = (link: MenuLink) => {
    const count = link.counter === 'unreadTasks' ? unread : 0;
    return {
      key: link.path,
      label: (
        <Link to={link.path} data-testid={link.testId}>
          {t(link.label)}
          {count > 0 && (
            <>
              {/* The name is the link's own text, so it starts with what is seen (WCAG 2.5.3):
                  the badge's digits are drawn for the eye, and read as what they count,
                  "Bandeja de tareas 3 tareas sin leer" (the hidden words stand apart). */}
              <Badge
                count={count}
                overflowCount={99}
                style={{ marginInlineStart: 8 }}
                aria-hidden
                data-testid={`${link.testId}-count`}
              />
              <span className="side-menu-read-only">{t('menu.unreadTasks', { count })}</span>
            </>
          )}
          {link.isNew && (
            <Tag color="green" style={{ marginInlineStart: 8 }}>
              {t('menu.new')}
            </Tag>
          )}
        </Link>
      ),
    };
  };

  const items: MenuProps['items'] = entries.map((entry) =>
    'children' in entry
      ? {
          key: entry.testId,
          icon: icons[entry.icon],
          label: <span data-testid={entry.testId}>{t(entry.label)}</span>,
          children: entry.children.map(linkItem),
        }
      : { ...linkItem(entry), icon: icons[entry.icon] },
  );

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={entries.flatMap((entry) => ('children' in entry ? [entry.testId] : []))}
      style={{ borderInlineEnd: 'none' }}
      className="side-menu"
    />
  );
}
