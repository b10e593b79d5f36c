import {
  ApartmentOutlined,
  AuditOutlined,
  CalendarOutlined,
  ClusterOutlined,
  ContainerOutlined,
  DeleteOutlined,
  ExportOutlined,
  FileAddOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FormOutlined,
  HistoryOutlined,
  HomeOutlined,
  PrinterOutlined,
  SearchOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { SessionDto } from '@custodia/contracts';
import { Menu, type MenuProps, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type MenuIcon, type MenuLink, sideMenu, visibleMenu } from './menu.ts';

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
  jobs: <HistoryOutlined />,
  sticker: <PrinterOutlined />,
  calendar: <CalendarOutlined />,
  trd: <FolderOpenOutlined />,
  documentaryTypes: <FileTextOutlined />,
  expedients: <ContainerOutlined />,
  processManagement: <ClusterOutlined />,
};

export function SideMenu({ session }: { session: SessionDto }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = visibleMenu(sideMenu, session);

  const linkItem = (link: MenuLink) => ({
    key: link.path,
    label: (
      <Link to={link.path} data-testid={link.testId}>
        {t(link.label)}
        {link.isNew && (
          <Tag color="green" style={{ marginInlineStart: 8 }}>
            {t('menu.new')}
          </Tag>
        )}
      </Link>
    ),
  });

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
    />
  );
}
