import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { RecordRowDto } from '@custodia/contracts';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { ClampedText } from '../platform/ClampedText.tsx';
import { paths } from '../platform/paths.ts';
import { RecordStatusTag } from '../platform/RecordStatusTag.tsx';
import { RowActions } from '../platform/RowActions.tsx';
import { PrintStickerButton } from '../stickers/index.ts';
import { CancelRecordButton } from './CancelRecordButton.tsx';
import { markedParts } from './marks.ts';

/** A text with the words a full-text search found in the row marked. */
export function Marked({ text, words }: { text: string | null; words: string[] }) {
  if (!text) return null;
  return (
    <>
      {markedParts(text, words).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

/**
 * The number, a link when the record may be viewed, with the status under it: a cancelled record
 * is told at a glance however far the row scrolls, and on a phone, where the actions cover the
 * rest of the row.
 */
export function NumberCell({ row }: { row: RecordRowDto }) {
  return (
    <Flex vertical gap={4} align="flex-start">
      {row.abilities.view ? (
        <Link to={generatePath(paths.recordDetails, { recordId: row.id, id: row.form_id })}>
          <Marked text={row.number} words={row.matches} />
        </Link>
      ) : (
        <Marked text={row.number} words={row.matches} />
      )}
      <RecordStatusTag status={row.status} />
    </Flex>
  );
}

/** The subject, and a tag when the search found its words in one of the record's files. */
export function SubjectCell({ row }: { row: RecordRowDto }) {
  const { t } = useTranslation();
  return (
    <>
      <ClampedText text={row.subject}>
        <Marked text={row.subject} words={row.matches} />
      </ClampedText>
      {row.matched_in_files && (
        <Tag color="gold" style={{ marginInlineStart: 8 }} data-testid="matched-in-file">
          {t('records.list.matchedInFile')}
        </Tag>
      )}
    </>
  );
}

/** What the person may do with the row; editing keeps the list's filter to come back to. */
export function RecordRowActions({ row, query }: { row: RecordRowDto; query: string }) {
  const { t } = useTranslation();
  const ids = { id: row.form_id, recordId: row.id };
  return (
    <RowActions
      links={[
        ...(row.abilities.view
          ? [
              {
                to: generatePath(paths.recordDetails, { recordId: row.id, id: row.form_id }),
                label: t('records.actions.view'),
                icon: <EyeOutlined />,
                testId: 'record-row-view',
              },
            ]
          : []),
        ...(row.abilities.edit
          ? [
              {
                to: generatePath(paths.recordEdit, { ...ids, query }),
                label: t('records.actions.edit'),
                icon: <EditOutlined />,
                testId: 'record-row-edit',
              },
            ]
          : []),
      ]}
    >
      {row.abilities.cancel && <CancelRecordButton record={row} compact />}
      {row.abilities.printSticker && (
        <PrintStickerButton formId={row.form_id} recordId={row.id} compact />
      )}
    </RowActions>
  );
}
