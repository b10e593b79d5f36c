import { FilterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { RecordFormDto } from '@custodia/contracts';
import { Card, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, useMatch } from 'react-router';
import { LinkButton } from '../platform/LinkButton.tsx';
import { paths } from '../platform/paths.ts';
import { RowActions } from '../platform/RowActions.tsx';
import { useRecordForms } from './useRecords.ts';

/**
 * Spec §2 record data (`/record/list/forms`): the forms the user files in or reads records of,
 * with how many records they may read in each, to file or to open the list. The search menu's
 * record list (`/record/list/form`) is the same table for reading only.
 */
export default function RecordFormsPage() {
  const { t, i18n } = useTranslation();
  const consulting = useMatch(paths.recordListForm) !== null;
  const forms = useRecordForms();
  const shown = (forms.data ?? []).filter((form) => !consulting || form.abilities.list);
  const count = (form: RecordFormDto) => {
    const number = new Intl.NumberFormat(i18n.language).format(form.records_count);
    return form.count_capped ? t('records.forms.countCapped', { count: number }) : number;
  };
  return (
    <Card>
      <Table<RecordFormDto>
        rowKey="id"
        loading={forms.isPending}
        dataSource={shown}
        pagination={false}
        locale={{ emptyText: t(consulting ? 'records.consult.empty' : 'records.toFile.empty') }}
        columns={[
          { title: t('forms.fields.name'), dataIndex: 'name', key: 'name' },
          {
            title: t('records.forms.count'),
            key: 'count',
            align: 'end',
            render: (_, form) => count(form),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, form) => (
              <Flex gap={8} align="center" wrap>
                {!consulting && form.abilities.file && (
                  <LinkButton
                    type="primary"
                    to={generatePath(paths.recordCreate, { id: form.id })}
                    data-testid={`file-in-${form.id}`}
                  >
                    {t('records.file.action')}
                  </LinkButton>
                )}
                {form.abilities.list && (
                  <RowActions
                    links={[
                      {
                        to: generatePath(paths.recordTable, { id: form.id }),
                        label: t('records.forms.list'),
                        icon: <UnorderedListOutlined />,
                        testId: `records-of-${form.id}`,
                      },
                      {
                        to: generatePath(paths.recordFilters, { id: form.id }),
                        label: t('records.forms.filter'),
                        icon: <FilterOutlined />,
                        testId: `filter-records-of-${form.id}`,
                      },
                    ]}
                  />
                )}
              </Flex>
            ),
          },
        ]}
        data-testid="forms-to-file"
      />
    </Card>
  );
}
