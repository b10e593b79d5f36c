import {
  EditOutlined,
  FileExcelOutlined,
  FolderOpenOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { TrdLevel, type TrdNodeDto } from '@custodia/contracts';
import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { LinkButton } from '../platform/LinkButton.tsx';
import { paths } from '../platform/paths.ts';
import { NamesForm } from './NamesForm.tsx';
import { downloadFuid, useCreateDirectories, useRenameNode } from './useExpedients.ts';

/** The node of the tree these actions are for, with the fund it hangs from. */
type Placed = { node: TrdNodeDto; backgroundId: string };

/** Directories under a series, subseries, expedient or subdivision; subdirectories in a directory. */
function DirectoriesForm({ node, backgroundId }: Placed) {
  const { t } = useTranslation();
  const sub = node.level === TrdLevel.directory;
  return (
    <NamesForm
      label={t(sub ? 'expedients.subdirectories.label' : 'expedients.directories.label')}
      submitLabel={t(sub ? 'expedients.subdirectories.submit' : 'expedients.directories.submit')}
      testId="trd-directories"
      create={useCreateDirectories(backgroundId, node.id)}
      created={(count) => t('expedients.nodes.created', { count })}
    />
  );
}

/** A subdivision, directory or subdirectory takes a new name; its code stays. */
function RenameButton({ node, backgroundId }: Placed) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const rename = useRenameNode(backgroundId, node);
  return (
    <>
      <Button icon={<EditOutlined />} onClick={() => setOpen(true)} data-testid="trd-rename">
        {t('expedients.rename.action')}
      </Button>
      <Modal
        open={open}
        title={t('expedients.rename.title', { node: `${node.code}-${node.name}` })}
        okText={t('common.save')}
        okButtonProps={{ loading: rename.isPending, 'data-testid': 'trd-rename-confirm' }}
        cancelText={t('common.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ name: node.name }}
          onFinish={({ name }) =>
            rename.mutate(name.trim(), {
              onSuccess: () => {
                message.success(t('expedients.rename.done'));
                setOpen(false);
              },
            })
          }
        >
          <Form.Item
            name="name"
            label={t('trd.fields.name')}
            rules={[{ required: true, whitespace: true, message: t('fieldRequired') }]}
          >
            <Input maxLength={150} data-testid="trd-rename-name" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/**
 * What an archivist does on a node of the tree below the structure (spec §2 TRD, issue 13): open
 * an expedient under a series, download the series' FUID, make directories and subdirectories,
 * rename what hangs in an expedient, open an expedient. For whoever manages expedients; directories
 * and renaming only where the node's answer allows them (no directories where files sit, nothing in
 * a closed expedient).
 */
export function StructureActions({ node, backgroundId }: Placed) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const series = node.level === TrdLevel.series || node.level === TrdLevel.subseries;
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap>
        {series && (
          <LinkButton
            to={generatePath(paths.expedientCreate, { id: node.id, backgroundId })}
            icon={<PlusOutlined />}
            data-testid="trd-create-expedient"
          >
            {t('expedients.create')}
          </LinkButton>
        )}
        {series && (
          <Button
            icon={<FileExcelOutlined />}
            loading={downloading}
            onClick={() => {
              setDownloading(true);
              downloadFuid(node)
                .catch(() => message.error(t('expedients.fuid.failed')))
                .finally(() => setDownloading(false));
            }}
            data-testid="trd-fuid"
          >
            {t('expedients.actions.fuid')}
          </Button>
        )}
        {node.level === TrdLevel.expedient && (
          <LinkButton
            to={generatePath(paths.expedientView, { id: node.id })}
            icon={<FolderOpenOutlined />}
            data-testid="trd-open-expedient"
          >
            {t('expedients.actions.open')}
          </LinkButton>
        )}
        {node.abilities.rename && <RenameButton node={node} backgroundId={backgroundId} />}
      </Flex>
      {node.abilities.addDirectories && <DirectoriesForm node={node} backgroundId={backgroundId} />}
    </Flex>
  );
}
