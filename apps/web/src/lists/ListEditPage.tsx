import { type ListDto, ListUpdateInput } from '@custodia/contracts';
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../platform/paths.ts';
import { BackToLists } from './BackToLists.tsx';
import { ListForm } from './ListForm.tsx';
import { ListLoader } from './ListLoader.tsx';
import { useUpdateList } from './useLists.ts';

function EditList({ list }: { list: ListDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useUpdateList(list.id);

  async function update(input: ListUpdateInput): Promise<void> {
    await save.mutateAsync(input);
    message.success(t('lists.updated'));
    navigate(paths.listConsult);
  }

  return (
    <Card extra={<BackToLists />}>
      <ListForm schema={ListUpdateInput} list={list} saving={save.isPending} onSubmit={update} />
    </Card>
  );
}

export default function ListEditPage() {
  const { id = '' } = useParams();
  return <ListLoader id={id}>{(list) => <EditList list={list} />}</ListLoader>;
}
