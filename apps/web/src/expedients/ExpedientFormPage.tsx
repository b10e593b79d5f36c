import {
  type ExpedientDto,
  ExpedientInput,
  ExpedientUpdateInput,
  errorCatalogue,
} from '@custodia/contracts';
import { App, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useParams } from 'react-router';
import { EntityForm } from '../platform/EntityForm.tsx';
import { paths } from '../platform/paths.ts';
import { useCompanyToday } from '../platform/useDateTime.ts';
import { ExpedientLoader } from './ExpedientLoader.tsx';
import { SeriesPicker } from './SeriesPicker.tsx';
import { useCreateExpedient, useUpdateExpedient } from './useExpedients.ts';

const updateConflicts = {
  [errorCatalogue.expedientNumberTaken.code]: 'number',
  [errorCatalogue.trdNameTaken.code]: 'name',
} satisfies Record<number, keyof ExpedientUpdateInput>;

const createConflicts = {
  ...updateConflicts,
  [errorCatalogue.expedientParentInvalid.code]: 'serie_subserie_uuid',
} satisfies Record<number, keyof ExpedientInput>;

function ExpedientFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="number" label={t('expedients.fields.number')} required>
        <Input autoComplete="off" data-testid="expedient-form-number" />
      </Form.Item>
      <Form.Item name="name" label={t('expedients.fields.name')} required>
        <Input autoComplete="off" data-testid="expedient-form-name" />
      </Form.Item>
      <Form.Item name="subject" label={t('expedients.fields.subject')}>
        <Input.TextArea rows={3} data-testid="expedient-form-subject" />
      </Form.Item>
      <Form.Item name="opened_on" label={t('expedients.fields.openedOn')} required>
        <Input type="date" data-testid="expedient-form-opened-on" />
      </Form.Item>
    </>
  );
}

/**
 * `/trd/expedient/{id?}/{backgroundId?}` (spec §2): a new expedient under the series or subseries
 * `id` of the fund `backgroundId`, or under one chosen down the tree when the address names none.
 */
function CreateExpedient() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const [backgroundId, setBackgroundId] = useState(params.backgroundId ?? '');
  const create = useCreateExpedient(backgroundId);
  const today = useCompanyToday().format('YYYY-MM-DD');

  async function submit(input: ExpedientInput): Promise<void> {
    const expedient = await create.mutateAsync(input);
    message.success(t('expedients.created'));
    navigate(generatePath(paths.expedientView, { id: expedient.id }));
  }

  return (
    <Card>
      <EntityForm
        schema={ExpedientInput}
        name="expedient"
        initialValues={{
          serie_subserie_uuid: params.id,
          subject: '',
          opened_on: today,
        }}
        conflictFields={createConflicts}
        saving={create.isPending}
        onSubmit={submit}
        submitTestId="expedient-form-submit"
        cancelTo={paths.expedientConsult}
      >
        {params.id ? (
          // The address names the series: sent as it is, nothing to choose.
          <Form.Item name="serie_subserie_uuid" hidden>
            <Input />
          </Form.Item>
        ) : (
          <Form.Item
            name="serie_subserie_uuid"
            label={t('expedients.fields.series')}
            required
            getValueFromEvent={(value: string | undefined, fund: string | undefined) => {
              setBackgroundId(fund ?? '');
              return value;
            }}
          >
            <SeriesPicker testId="expedient-form-series" />
          </Form.Item>
        )}
        <ExpedientFields />
      </EntityForm>
    </Card>
  );
}

function EditExpedient({ expedient }: { expedient: ExpedientDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const update = useUpdateExpedient(expedient);
  const view = generatePath(paths.expedientView, { id: expedient.id });

  async function submit(input: ExpedientUpdateInput): Promise<void> {
    await update.mutateAsync(input);
    message.success(t('expedients.updated'));
    navigate(view);
  }

  return (
    <Card>
      <EntityForm
        schema={ExpedientUpdateInput}
        name="expedient"
        initialValues={expedient}
        conflictFields={updateConflicts}
        saving={update.isPending}
        onSubmit={submit}
        submitTestId="expedient-form-submit"
        cancelTo={view}
      >
        <ExpedientFields />
      </EntityForm>
    </Card>
  );
}

export default function ExpedientFormPage() {
  const { expedientId } = useParams();
  if (expedientId === undefined) return <CreateExpedient />;
  return (
    <ExpedientLoader>{(expedient) => <EditExpedient expedient={expedient} />}</ExpedientLoader>
  );
}
