import { ListInput, type ListUpdateInput } from '@custodia/contracts';
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../platform/paths.ts';
import { BackToLists } from './BackToLists.tsx';
import { ListForm } from './ListForm.tsx';
import { useCreateList } from './useLists.ts';

/** A new list has no items yet: creating one leads straight to them. */
export default function ListCreatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useCreateList();

  // The form checked the input with ListInput; reading it again gives it the name it requires.
  async function create(input: ListUpdateInput): Promise<void> {
    const list = await save.mutateAsync(ListInput.parse(input));
    message.success(t('lists.created'));
    navigate(generatePath(paths.listItems, { id: list.id }));
  }

  return (
    <Card extra={<BackToLists />}>
      <ListForm schema={ListInput} saving={save.isPending} onSubmit={create} />
    </Card>
  );
}
