import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { acceptedFileExtensions, limits, type UploadLimitsDto } from '@custodia/contracts';
import { Button, Flex, Input, List, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { DocumentaryTypeSelect } from '../documentary-types/index.ts';
import { formatSize } from '../platform/fileSize.ts';
import { translateMessage } from '../platform/i18n.ts';
import { type ChosenFile, choiceProblem } from './fileChoice.ts';

type Props = {
  rules: UploadLimitsDto;
  value: ChosenFile[];
  onChange(files: ChosenFile[]): void;
  /** Whether to show each file's problem: only once the person tried to send them. */
  checked: boolean;
};

/**
 * Choosing the files to attach (spec §5 uploads): each with its subject, its documentary type if
 * the person names one and, once checked, what the company's limits say against it, before
 * anything is sent.
 */
export function FileChooser({ rules, value, onChange, checked }: Props) {
  const { t, i18n } = useTranslation();
  const replace = (index: number, chosen: ChosenFile | null) =>
    onChange(value.flatMap((current, at) => (at !== index ? [current] : chosen ? [chosen] : [])));
  return (
    <Flex vertical gap={12}>
      <Upload
        multiple
        accept={acceptedFileExtensions.join(',')}
        showUploadList={false}
        // Always false: the files are sent with their subjects, not one by one by antd.
        beforeUpload={(file, batch) => {
          if (file === batch[0]) {
            onChange([
              ...value,
              ...batch.map((added) => ({ file: added, subject: '', documentaryType: null })),
            ]);
          }
          return false;
        }}
      >
        <Button icon={<PaperClipOutlined />} data-testid="files-choose">
          {t('files.choose')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">
        {t('files.choice.hint', {
          max: rules.max_files,
          size: formatSize(rules.max_bytes, i18n.language),
        })}
      </Typography.Text>
      {value.length > 0 && (
        <List
          bordered
          dataSource={value}
          data-testid="files-chosen"
          renderItem={(chosen, index) => {
            const problem = checked ? choiceProblem(chosen, index, rules) : null;
            return (
              <List.Item
                key={`${chosen.file.name}-${index}`}
                actions={[
                  <Button
                    key="remove"
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('files.choice.remove', { name: chosen.file.name })}
                    onClick={() => replace(index, null)}
                  />,
                ]}
              >
                <Flex vertical gap={4} style={{ width: '100%' }}>
                  <Typography.Text strong>
                    {chosen.file.name} ({formatSize(chosen.file.size, i18n.language)})
                  </Typography.Text>
                  <Input
                    value={chosen.subject}
                    maxLength={limits.fileSubject.max}
                    placeholder={t('files.fields.subject')}
                    aria-label={t('files.choice.subject', { name: chosen.file.name })}
                    status={problem ? 'error' : undefined}
                    onChange={(event) => replace(index, { ...chosen, subject: event.target.value })}
                    data-testid={`file-subject-${index}`}
                  />
                  <DocumentaryTypeSelect
                    value={chosen.documentaryType}
                    onChange={(documentaryType) => replace(index, { ...chosen, documentaryType })}
                    aria-label={t('files.choice.documentaryType', { name: chosen.file.name })}
                    testId={`file-type-${index}`}
                  />
                  {problem && (
                    <Typography.Text type="danger" role="alert">
                      {translateMessage(problem)}
                    </Typography.Text>
                  )}
                </Flex>
              </List.Item>
            );
          }}
        />
      )}
    </Flex>
  );
}
