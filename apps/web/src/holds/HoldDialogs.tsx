import {
  type HoldDto,
  type HoldTarget,
  PlaceHoldInput,
  ReleaseHoldInput,
} from '@custodia/contracts';
import { App, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionDialog, LongTextField } from '../platform/ActionDialog.tsx';
import { useHoldOwners, usePlaceHold, useReleaseHold } from './useHolds.ts';

/** What a hold placed from the list is put on, named by its number. */
const kinds = {
  record: { field: 'record_number', label: 'holds.place.recordNumber' },
  expedient: { field: 'expedient_number', label: 'holds.place.expedientNumber' },
} as const;

/** The record or expedient typed by its number, when the dialog is not opened on one. */
function NumberedTarget() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="kind" label={t('holds.place.kind')} initialValue="record">
        <Radio.Group
          options={[
            { value: 'record', label: t('holds.place.kindRecord') },
            { value: 'expedient', label: t('holds.place.kindExpedient') },
          ]}
          data-testid="hold-kind"
        />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(before, after) => before.kind !== after.kind}>
        {({ getFieldValue }) => {
          const kind = kinds[(getFieldValue('kind') ?? 'record') as keyof typeof kinds];
          return (
            <Form.Item name={['target', kind.field]} label={t(kind.label)} required>
              <Input data-testid="hold-number" />
            </Form.Item>
          );
        }}
      </Form.Item>
    </>
  );
}

/**
 * Places a legal hold with its reason, case, authority and owner: on `target` when opened from
 * what it covers (a TRD node, an expedient, a record), else on a record or expedient typed by number.
 */
export function PlaceHoldDialog({
  open,
  target,
  onClose,
}: {
  open: boolean;
  target?: HoldTarget;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const place = usePlaceHold();
  const owners = useHoldOwners(open);
  return (
    <ActionDialog
      open={open}
      title={t('holds.place.title')}
      okText={t('holds.place.confirm')}
      busy={place.isPending}
      schema={PlaceHoldInput}
      extra={target && { target }}
      onSubmit={(input) =>
        place.mutateAsync(input).then((hold) => {
          message.success(t('holds.place.done', { target: hold.target }));
        })
      }
      onClose={onClose}
      testId="hold-place"
    >
      {!target && <NumberedTarget />}
      <LongTextField name="reason" label="holds.fields.reason" testId="hold-reason" />
      <Form.Item name="reference" label={t('holds.fields.reference')} required>
        <Input data-testid="hold-reference" />
      </Form.Item>
      <Form.Item name="authority" label={t('holds.fields.authority')} required>
        <Input data-testid="hold-authority" />
      </Form.Item>
      <Form.Item name="owner_id" label={t('holds.fields.owner')} required>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={owners.isPending}
          options={(owners.data ?? []).map((owner) => ({ value: owner.id, label: owner.name }))}
          data-testid="hold-owner"
        />
      </Form.Item>
    </ActionDialog>
  );
}

/** Releases an active hold, with the reason it no longer applies. */
export function ReleaseHoldDialog({ hold, onClose }: { hold: HoldDto | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const release = useReleaseHold(hold?.id ?? '');
  return (
    <ActionDialog
      open={hold !== null}
      title={t('holds.release.title', { target: hold?.target ?? '' })}
      okText={t('holds.release.confirm')}
      busy={release.isPending}
      schema={ReleaseHoldInput}
      onSubmit={(input) =>
        release.mutateAsync(input).then(() => {
          message.success(t('holds.release.done', { target: hold?.target ?? '' }));
        })
      }
      onClose={onClose}
      testId="hold-release"
    >
      <LongTextField name="reason" label="holds.release.reason" testId="hold-release-reason" />
    </ActionDialog>
  );
}
