import {
  errorCatalogue,
  type MessageKey,
  retentionLevels,
  type TrdLevel,
  TrdLevelValue,
  type TrdNodeDetailDto,
  TrdNodeFormInput,
  type TrdPathDto,
  TrdStatus,
  trdDispositions,
  trdLimits,
} from '@custodia/contracts';
import {
  App,
  Card,
  Checkbox,
  Divider,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useDocumentaryTypes } from '../documentary-types/index.ts';
import { HoldsBanner, PlaceHoldButton } from '../holds/index.ts';
import { BackLink } from '../platform/BackLink.tsx';
import { EntityForm } from '../platform/EntityForm.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { labelOptions } from '../platform/labelOptions.ts';
import { paths } from '../platform/paths.ts';
import {
  accessClassLabels,
  dispositionLabels,
  levelLabel,
  nodeLabel,
  statusLabels,
  supportLabels,
} from '../trd-tree/index.ts';
import { showInTree } from './treeMemory.ts';
import { type NodePlace, useCreateNode, useTrdNode, useUpdateNode } from './useTrd.ts';

const conflictFields = {
  [errorCatalogue.trdCodeTaken.code]: 'code',
  [errorCatalogue.trdNameTaken.code]: 'name',
} satisfies Record<number, keyof TrdNodeFormInput>;

const back = <BackLink to={paths.trd} label="trd.back" testId="trd-back" />;

/** The retention of a series or subseries, as an archivist fills it in. */
function RetentionFields() {
  const { t } = useTranslation();
  const types = useDocumentaryTypes();
  const years = (name: 'office_years' | 'central_years', label: MessageKey) => (
    <Form.Item name={name} label={t(label)}>
      <InputNumber
        min={trdLimits.years.min}
        max={trdLimits.years.max}
        precision={0}
        data-testid={`trd-form-${name.replace('_', '-')}`}
      />
    </Form.Item>
  );
  return (
    <>
      <Divider titlePlacement="start">{t('trd.section.retention')}</Divider>
      {years('office_years', 'trd.fields.officeYears')}
      {years('central_years', 'trd.fields.centralYears')}
      <Form.Item name="dispositions" label={t('trd.fields.dispositions')}>
        <Checkbox.Group
          options={trdDispositions.map((value) => ({ value, label: t(dispositionLabels[value]) }))}
          data-testid="trd-form-dispositions"
        />
      </Form.Item>
      <Form.Item name="procedure" label={t('trd.fields.procedure')}>
        <Input.TextArea rows={3} maxLength={trdLimits.procedure} data-testid="trd-form-procedure" />
      </Form.Item>
      <Form.Item name="support" label={t('trd.fields.support')}>
        <Radio.Group options={labelOptions(supportLabels, t)} data-testid="trd-form-support" />
      </Form.Item>
      <Form.Item name="access_class" label={t('trd.fields.accessClass')}>
        <Radio.Group options={labelOptions(accessClassLabels, t)} data-testid="trd-form-access" />
      </Form.Item>
      <Form.Item name="documentary_types_uuid" label={t('trd.fields.documentaryTypes')}>
        <Select
          mode="multiple"
          loading={types.isPending}
          optionFilterProp="label"
          options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
          data-testid="trd-form-documentary-types"
        />
      </Form.Item>
    </>
  );
}

type FormProps = {
  level: TrdLevel;
  node?: TrdNodeDetailDto;
  /** The path to the node's parent, shown above the form. */
  under?: TrdPathDto[];
  saving: boolean;
  onSubmit(input: TrdNodeFormInput): Promise<unknown>;
};

function NodeForm({ level, node, under, saving, onSubmit }: FormProps) {
  const { t } = useTranslation();
  const retention = node?.retention;
  return (
    <Card title={t(levelLabel(level))} extra={back}>
      {under && under.length > 0 && (
        <Typography.Paragraph>
          {t('trd.form.under', { path: under.map((step) => nodeLabel(t, step)).join(' / ') })}
        </Typography.Paragraph>
      )}
      <EntityForm
        schema={TrdNodeFormInput}
        name="trdNode"
        initialValues={{
          code: node?.code,
          name: node?.name,
          status: node?.status ?? TrdStatus.active,
          ...(retention
            ? {
                ...retention,
                documentary_types_uuid: retention.documentary_types.map((type) => type.id),
              }
            : { dispositions: [], documentary_types_uuid: [] }),
        }}
        conflictFields={conflictFields}
        saving={saving}
        onSubmit={onSubmit}
        submitTestId="trd-form-submit"
        cancelTo={paths.trd}
      >
        <Form.Item name="code" label={t('trd.fields.code')} required>
          <Input autoComplete="off" maxLength={trdLimits.text.max} data-testid="trd-form-code" />
        </Form.Item>
        <Form.Item name="name" label={t('trd.fields.name')} required>
          <Input autoComplete="off" maxLength={trdLimits.text.max} data-testid="trd-form-name" />
        </Form.Item>
        <Form.Item name="status" label={t('trd.fields.status')}>
          <Radio.Group options={labelOptions(statusLabels, t)} data-testid="trd-form-status" />
        </Form.Item>
        {retentionLevels.includes(level) && <RetentionFields />}
      </EntityForm>
    </Card>
  );
}

function useSaved() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (node: TrdNodeDetailDto) => {
    message.success(t('trd.saved'));
    showInTree(node);
    navigate(paths.trd);
  };
}

function CreateNode({ place }: { place: NodePlace }) {
  const create = useCreateNode(place);
  const saved = useSaved();
  return (
    <NodeForm
      level={place.level}
      under={'parent' in place ? place.parent.path : undefined}
      saving={create.isPending}
      onSubmit={(input) => create.mutateAsync(input).then(saved)}
    />
  );
}

/** A node's form, under the legal holds on it; a series or subseries may be held from here. */
function EditNode({ node }: { node: TrdNodeDetailDto }) {
  const update = useUpdateNode(node);
  const saved = useSaved();
  return (
    <Flex vertical gap={16}>
      <HoldsBanner holds={node.holds} />
      {retentionLevels.includes(node.level) && (
        <div>
          <PlaceHoldButton target={{ node_id: node.id }} />
        </div>
      )}
      <NodeForm
        level={node.level}
        node={node}
        under={node.path.slice(0, -1)}
        saving={update.isPending}
        onSubmit={(input) => update.mutateAsync(input).then(saved)}
      />
    </Flex>
  );
}

/**
 * Spec §2 /trd/ordination/{id?}/{backgroundId?}: with an id, that node's form; without, a new
 * fund, or with `?parent=&level=` a new node under that parent.
 */
export default function TrdNodePage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const parentId = search.get('parent') ?? undefined;
  const level = TrdLevelValue.safeParse(Number(search.get('level')));
  const loading = useTrdNode(id ?? parentId);
  if (id === undefined && (parentId === undefined || !level.success)) {
    return <CreateNode place={{ level: 1 }} />;
  }
  return (
    <Loaded query={loading} missing="trd.missing" back={back}>
      {(node) =>
        id !== undefined ? (
          <EditNode node={node} />
        ) : (
          <CreateNode place={{ level: level.data as 2 | 3 | 4 | 5, parent: node }} />
        )
      }
    </Loaded>
  );
}
