import { FolderAddOutlined, FolderOutlined } from '@ant-design/icons';
import type { RecordExpedientDto } from '@custodia/contracts';
import { App, Button, Form, Modal, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { paths } from '../platform/paths.ts';
import { useOpenExpedients, usePlaceRecord, useTakeRecordOut } from './useExpedients.ts';

const label = (expedient: { number: string; name: string }) =>
  `${expedient.number}-${expedient.name}`;

/** The expedient a record sits in, leading to it (spec §6 expedient path). */
export function RecordExpedientLink({ expedient }: { expedient: RecordExpedientDto | null }) {
  if (!expedient) return <>—</>;
  return (
    <Link
      to={generatePath(paths.expedientView, { id: expedient.id })}
      data-testid="record-expedient"
    >
      {label(expedient)}
    </Link>
  );
}

/**
 * Spec §6 set expedient path: the person picks one of the open expedients by its number or name;
 * the record's files go with it (decision 55).
 */
export function PlaceInExpedientButton({ record }: { record: { id: string; number: string } }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string>();
  const expedients = useOpenExpedients(open ? search : '');
  const place = usePlaceRecord(record.id);
  const close = () => {
    setOpen(false);
    setChosen(undefined);
    setSearch('');
  };
  return (
    <>
      <Button
        icon={<FolderAddOutlined />}
        onClick={() => setOpen(true)}
        data-testid="record-place-in-expedient"
      >
        {t('expedients.record.place')}
      </Button>
      <Modal
        open={open}
        title={t('expedients.record.placeTitle', { number: record.number })}
        okText={t('expedients.record.place')}
        okButtonProps={{
          disabled: !chosen,
          loading: place.isPending,
          'data-testid': 'record-place-confirm',
        }}
        cancelText={t('common.cancel')}
        onOk={() =>
          chosen &&
          place.mutate(chosen, {
            onSuccess: (placed) => {
              message.success(t('expedients.record.placed', { expedient: label(placed) }));
              close();
            },
          })
        }
        onCancel={close}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('expedients.record.choose')} htmlFor="record-expedient-choice">
            <Select
              id="record-expedient-choice"
              value={chosen}
              onChange={setChosen}
              showSearch={{ filterOption: false, onSearch: setSearch }}
              loading={expedients.isFetching}
              placeholder={t('expedients.record.search')}
              notFoundContent={t('expedients.record.noneOpen')}
              options={expedients.data
                ?.filter((expedient) => expedient.abilities.relateRecords)
                .map((expedient) => ({ value: expedient.id, label: label(expedient) }))}
              data-testid="record-expedient-choice"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** Spec §6 remove expedient path, after confirming: the record's files there go back. */
export function TakeOutOfExpedientButton({
  record,
  expedient,
}: {
  record: { id: string };
  expedient: RecordExpedientDto;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const takeOut = useTakeRecordOut(record.id);
  return (
    <Popconfirm
      title={t('expedients.record.takeOut')}
      description={t('expedients.record.takeOutConfirm', { expedient: label(expedient) })}
      okText={t('expedients.record.takeOut')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'record-take-out-confirm' }}
      onConfirm={() =>
        takeOut.mutateAsync(undefined).then(() => message.success(t('expedients.record.takenOut')))
      }
    >
      <Button
        icon={<FolderOutlined />}
        loading={takeOut.isPending}
        data-testid="record-take-out-of-expedient"
      >
        {t('expedients.record.takeOut')}
      </Button>
    </Popconfirm>
  );
}
