import type { MessageKey, RecordDetailDto, RecordLinkDto } from '@custodia/contracts';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordPath } from '../platform/paths.ts';
import { useDateTime } from '../platform/useDateTime.ts';

/** Each way two records link, read from the record shown: it answers, or is answered by, … */
const linkLabels: Record<RecordLinkDto['kind'], Record<RecordLinkDto['direction'], MessageKey>> = {
  answer: { to: 'records.links.answeredBy', from: 'records.links.answers' },
  remission: { to: 'records.links.remittedAs', from: 'records.links.remissionOf' },
  reply: { to: 'records.links.repliedBy', from: 'records.links.replies' },
};

/** "Radicados relacionados": the records linked to this one, oldest link first (issue 47). */
export function RecordLinks({ record }: { record: RecordDetailDto }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  if (record.links.length === 0) return null;
  return (
    <Card title={t('records.links.title')} data-testid="record-links">
      <ol style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 8 }}>
        {record.links.map((link) => (
          <li key={`${link.kind}-${link.direction}-${link.record_id}`}>
            <Tag>{t(linkLabels[link.kind][link.direction])}</Tag>
            <Link
              to={recordPath({ id: link.record_id, form_id: link.form_id })}
              style={{ textDecoration: 'underline' }}
            >
              {link.number}
            </Link>{' '}
            {link.subject} · {dateTime(link.at)}
          </li>
        ))}
      </ol>
    </Card>
  );
}
