import { CheckCircleOutlined, FolderOpenOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../platform/LinkButton.tsx';
import { paths } from '../platform/paths.ts';

type Props = {
  editable: boolean;
  /** Shows a diagram read from a file, to be validated and saved like a drawn one. */
  onOpen(xml: string): void;
  onValidate(): void;
  canValidate: boolean;
  onSave(): void;
  canSave: boolean;
  saving: boolean;
};

/** Opening a file, validating, saving once valid, and closing the designer. */
export function DesignerToolbar(props: Props) {
  const { t } = useTranslation();
  const { editable } = props;
  return (
    <Space wrap>
      {editable && (
        <Upload
          accept=".bpmn,.xml"
          showUploadList={false}
          beforeUpload={(file) => {
            file.text().then(props.onOpen);
            return false;
          }}
        >
          <Button icon={<FolderOpenOutlined />} data-testid="workflow-open-file">
            {t('workflows.designer.open')}
          </Button>
        </Upload>
      )}
      <Button
        icon={<CheckCircleOutlined />}
        onClick={props.onValidate}
        disabled={!props.canValidate}
        data-testid="workflow-validate"
      >
        {t('workflows.designer.validate')}
      </Button>
      {editable && (
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={!props.canSave}
          loading={props.saving}
          onClick={props.onSave}
          data-testid="workflow-save"
        >
          {t('common.save')}
        </Button>
      )}
      <LinkButton to={paths.workflowList} data-testid="workflow-close">
        {t('workflows.designer.close')}
      </LinkButton>
    </Space>
  );
}
