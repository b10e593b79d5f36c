import { DownloadOutlined } from '@ant-design/icons';
import { errorCatalogue, type RecordDetailDto, type RecordFileDto } from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { saveFile, viewedFileQuery } from '../platform/download.ts';
import { ApiError } from '../platform/http.ts';
import { Loading } from '../platform/Loading.tsx';
import { paths } from '../platform/paths.ts';
import { useRecordFiles } from './useFiles.ts';

const PdfViewer = lazy(() => import('../platform/PdfViewer.tsx'));

/** A picture of the record, from its bytes. */
function Picture({ blob, name }: { blob: Blob; name: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    const address = URL.createObjectURL(blob);
    setSrc(address);
    return () => URL.revokeObjectURL(address);
  }, [blob]);
  return src ? (
    <img src={src} alt={name} style={{ maxWidth: '100%' }} data-testid="image-viewer" />
  ) : null;
}

function ViewedFile({ file }: { file: RecordFileDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const content = useQuery({
    // A read scan is shown as the searchable PDF made of it: its words can be found and copied.
    ...viewedFileQuery(file.id, file.current.version, file.reading?.state === 'read'),
    enabled: file.viewer !== null,
  });
  useEffect(() => {
    const gone =
      content.error instanceof ApiError && content.error.code === errorCatalogue.fileNotFound.code;
    if (gone) navigate(paths.fileNotFound, { replace: true });
  }, [content.error, navigate]);
  if (file.viewer === null) {
    return (
      <Empty description={t('files.viewer.downloadOnly')}>
        <Button icon={<DownloadOutlined />} onClick={() => void saveFile(file)}>
          {t('files.actions.download')}
        </Button>
      </Empty>
    );
  }
  if (!content.data) return <Loading />;
  if (file.viewer === 'image') return <Picture blob={content.data} name={file.name} />;
  return (
    <Suspense fallback={<Loading />}>
      <PdfViewer file={content.data} name={file.name} />
    </Suspense>
  );
}

/**
 * `/record/details/:recordId/:id/:fileId` (spec §2): one of the record's files over its detail. A
 * file the record does not hold (any more), or the reader may not see, is the file-not-found page.
 */
export function FileViewer({ record, fileId }: { record: RecordDetailDto; fileId: string }) {
  const navigate = useNavigate();
  const files = useRecordFiles(record.id);
  const file = files.data?.items.find((candidate) => candidate.id === fileId);
  const missing = files.isSuccess && !file?.abilities.view;
  useEffect(() => {
    if (missing) navigate(paths.fileNotFound, { replace: true });
  }, [missing, navigate]);
  const back = () =>
    navigate(generatePath(paths.recordDetails, { recordId: record.id, id: record.form_id }));
  return (
    <Modal
      open
      title={file?.name}
      footer={null}
      width="min(1100px, 96vw)"
      onCancel={back}
      data-testid="file-viewer"
    >
      {file ? <ViewedFile file={file} /> : <Loading />}
    </Modal>
  );
}
