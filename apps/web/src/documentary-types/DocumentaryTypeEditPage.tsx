import type { DocumentaryTypeDto, DocumentaryTypeInput } from '@custodia/contracts';
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { paths } from '../platform/paths.ts';
import { DocumentaryTypeForm } from './DocumentaryTypeForm.tsx';
import { useDocumentaryType, useRenameDocumentaryType } from './useDocumentaryTypes.ts';

const back = (
  <BackLink
    to={paths.documentaryTypeList}
    label="documentaryTypes.back"
    testId="documentary-types-back"
  />
);

function EditType({ type }: { type: DocumentaryTypeDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const rename = useRenameDocumentaryType(type.id);

  async function submit(input: DocumentaryTypeInput) {
    await rename.mutateAsync(input);
    message.success(t('documentaryTypes.saved'));
    navigate(paths.documentaryTypeList);
  }

  return (
    <Card extra={back}>
      <DocumentaryTypeForm type={type} saving={rename.isPending} onSubmit={submit} />
    </Card>
  );
}

/** Spec §2 /documentary-types/list/{documentaryId}/{documentaryName}: renames one type. */
export default function DocumentaryTypeEditPage() {
  const { documentaryId = '' } = useParams();
  return (
    <Loaded
      query={useDocumentaryType(documentaryId)}
      missing="documentaryTypes.missing"
      back={back}
    >
      {(type) => <EditType type={type} />}
    </Loaded>
  );
}
