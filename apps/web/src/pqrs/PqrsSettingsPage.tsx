import { PlusOutlined } from '@ant-design/icons';
import type { PqrsTypeDto } from '@custodia/contracts';
import { Button, Card, Divider, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Loading } from '../platform/Loading.tsx';
import { TableRegion } from '../platform/ScrollRegion.tsx';
import { AnsweringSettings } from './AnsweringSettings.tsx';
import { PqrsNoticesForm } from './PqrsNoticesForm.tsx';
import { PqrsTypeModal } from './PqrsTypeModal.tsx';
import { usePqrsNotices, usePqrsSettings, usePqrsTypeDialog } from './usePqrsSettings.ts';
import { usePqrsTypeColumns } from './usePqrsTypeColumns.tsx';
import { WindowAddress } from './WindowAddress.tsx';
import { WindowSettingsForm } from './WindowSettingsForm.tsx';

/** The types the window offers, with their terms; each opens in a dialog, as a new one does. */
function PqrsTypes({ types }: { types: PqrsTypeDto[] }) {
  const { t } = useTranslation();
  const dialog = usePqrsTypeDialog();
  const columns = usePqrsTypeColumns(dialog.edit);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t('pqrsSettings.types')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('pqrsSettings.typesHelp')}</Typography.Text>
      <div>
        <Button
          icon={<PlusOutlined />}
          onClick={() => dialog.edit(null)}
          data-testid="pqrs-type-add"
        >
          {t('pqrsSettings.addType')}
        </Button>
      </div>
      <TableRegion label={t('pqrsSettings.types')}>
        <Table
          rowKey="id"
          columns={columns}
          dataSource={types}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          data-testid="pqrs-types"
        />
      </TableRegion>
      <PqrsTypeModal open={dialog.open} editing={dialog.editing} onClose={dialog.close} />
    </Flex>
  );
}

/**
 * `/company/pqrs`: the company's citizen window (administrators): whether it is open, the form it
 * files into and in whose name, what it tells and asks the public, its address, the PQRS types
 * with their legal terms, how its PQRS are answered, and who hears of a PQRS running late.
 */
export default function PqrsSettingsPage() {
  const { t } = useTranslation();
  const settings = usePqrsSettings();
  const notices = usePqrsNotices();
  if (!settings.data) {
    return (
      <Card>
        <Loading />
      </Card>
    );
  }
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Paragraph type="secondary">{t('pqrsSettings.help')}</Typography.Paragraph>
        <WindowAddress path={settings.data.window_path} />
        <Divider />
        <WindowSettingsForm settings={settings.data} />
      </Card>
      <Card>
        <PqrsTypes types={settings.data.types} />
      </Card>
      <Card>
        <AnsweringSettings />
      </Card>
      {notices.data && (
        <Card>
          <PqrsNoticesForm notices={notices.data} />
        </Card>
      )}
    </Flex>
  );
}
