import type { ListDto, ListItemDto, ListItemInput } from '@custodia/contracts';
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { paths } from '../platform/paths.ts';
import { ListItemForm } from './ListItemForm.tsx';
import { ListLoader } from './ListLoader.tsx';
import { useListItem, useSaveListItem } from './useLists.ts';

function EditItem({ list, item, back }: { list: ListDto; item: ListItemDto; back: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useSaveListItem(list.id, item.id);

  async function update(input: ListItemInput): Promise<void> {
    await save.mutateAsync(input);
    message.success(t('lists.items.updated'));
    navigate(back);
  }

  return (
    <ListItemForm
      list={list}
      item={item}
      cancelTo={back}
      saving={save.isPending}
      onSubmit={update}
    />
  );
}

/** The item form needs its list too: whether it has a parent list, whose items it may hang from. */
function ItemOfList({ list }: { list: ListDto }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const back = generatePath(paths.listItems, { id: list.id });
  const backLink = <BackLink to={back} label="lists.items.back" testId="back-to-items" />;
  return (
    <Card title={t('lists.items.editTitle', { name: list.name })} extra={backLink}>
      <Loaded query={useListItem(list.id, id)} missing="errors.30095" back={backLink}>
        {(item) => <EditItem list={list} item={item} back={back} />}
      </Loaded>
    </Card>
  );
}

export default function ListItemEditPage() {
  const { listId = '' } = useParams();
  return <ListLoader id={listId}>{(list) => <ItemOfList list={list} />}</ListLoader>;
}
