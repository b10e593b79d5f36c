import { LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { Loading } from './Loading.tsx';

// The worker of the pdf.js react-pdf was built with (vite.config.ts points pdfjs-dist at it).
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

const zoomSteps = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/**
 * A PDF drawn in the page, one page at a time, with its pages and zoom (issue 12 point 4). A
 * chunk of its own: only a person who opens a PDF downloads pdf.js.
 */
export default function PdfViewer({ file, name }: { file: Blob; name: string }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(zoomSteps.indexOf(1));
  const scale = zoomSteps[zoom] ?? 1;
  return (
    <Flex vertical gap={12} data-testid="pdf-viewer">
      <Flex gap={8} align="center" wrap>
        <Button
          icon={<LeftOutlined />}
          aria-label={t('files.viewer.previous')}
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
          data-testid="pdf-previous"
        />
        <Typography.Text data-testid="pdf-page">
          {t('files.viewer.page', { page, pages })}
        </Typography.Text>
        <Button
          icon={<RightOutlined />}
          aria-label={t('files.viewer.next')}
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
          data-testid="pdf-next"
        />
        <Button
          icon={<ZoomOutOutlined />}
          aria-label={t('files.viewer.zoomOut')}
          disabled={zoom === 0}
          onClick={() => setZoom(zoom - 1)}
          data-testid="pdf-zoom-out"
        />
        <Typography.Text data-testid="pdf-zoom">{Math.round(scale * 100)} %</Typography.Text>
        <Button
          icon={<ZoomInOutlined />}
          aria-label={t('files.viewer.zoomIn')}
          disabled={zoom === zoomSteps.length - 1}
          onClick={() => setZoom(zoom + 1)}
          data-testid="pdf-zoom-in"
        />
      </Flex>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1): a page wider than a phone scrolls
        tabIndex={0}
        aria-label={name}
        style={{ overflow: 'auto', maxHeight: '70vh' }}
      >
        <Document
          file={file}
          onLoadSuccess={(document) => {
            setPages(document.numPages);
            setPage(1);
          }}
          loading={<Loading />}
          error={<Alert type="error" showIcon title={t('files.viewer.unreadable', { name })} />}
        >
          <Page pageNumber={page} scale={scale} />
        </Document>
      </section>
    </Flex>
  );
}
