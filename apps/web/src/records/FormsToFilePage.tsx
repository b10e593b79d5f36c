import type { AvailableFormDto } from '@custodia/contracts';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../app/paths.ts';
import { LinkButton } from '../platform/LinkButton.tsx';
import { useFormsToFile } from './useRecords.ts';

/** `/record/list/forms`: the active forms the user's roles let them file in (spec §2 record data). */
export default function FormsToFilePage() {
  const { t } = useTranslation();
  const forms = useFormsToFile();
  return (
    <Card>
      <Table<AvailableFormDto>
        rowKey="id"
        loading={forms.isPending}
        dataSource={forms.data ?? []}
        pagination={false}
        locale={{ emptyText: t('records.toFile.empty') }}
        columns={[
          { title: t('forms.fields.name'), dataIndex: 'name', key: 'name' },
          {
            key: 'actions',
            width: 160,
            render: (_, form) =>
              form.abilities.file && (
                <LinkButton
                  type="primary"
                  to={generatePath(paths.recordCreate, { id: form.id })}
                  data-testid={`file-in-${form.id}`}
                >
                  {t('records.file.action')}
                </LinkButton>
              ),
          },
        ]}
        data-testid="forms-to-file"
      />
    </Card>
  );
}
