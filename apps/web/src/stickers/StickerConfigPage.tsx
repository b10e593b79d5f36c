import { UploadOutlined } from '@ant-design/icons';
import {
  type MessageKey,
  type StickerElement,
  type StickerSettingsDto,
  StickerSettingsInput,
  stickerElements,
  stickerFonts,
} from '@custodia/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Flex,
  Form,
  InputNumber,
  Row,
  Select,
  Typography,
  Upload,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../platform/EntityForm.tsx';
import { Loading } from '../platform/Loading.tsx';
import { useActiveSession } from '../platform/session.ts';
import { StickerPreview } from './StickerPreview.tsx';
import { useSaveSticker, useStickerLogo, useStickerSettings } from './useStickers.ts';

const elementLabels: Record<StickerElement, MessageKey> = {
  logo: 'stickers.element.logo',
  company: 'stickers.element.company',
  number: 'stickers.element.number',
  filed_at: 'stickers.element.filed_at',
  fields: 'stickers.element.fields',
};

function LogoUpload() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { logo } = useSaveSticker();
  /** Always false: the mutation sends the file; the server checks type, weight and size. */
  function send(file: File): false {
    logo.mutate(file, { onSuccess: () => message.success(t('stickers.logoSaved')) });
    return false;
  }
  return (
    <Flex vertical gap={4}>
      <Upload accept="image/jpeg,image/png" showUploadList={false} beforeUpload={send}>
        <Button
          icon={<UploadOutlined />}
          loading={logo.isPending}
          data-testid="sticker-logo-upload"
        >
          {t('stickers.logoUpload')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('stickers.logoHint')}</Typography.Text>
    </Flex>
  );
}

function LayoutForm({ settings, logoSrc }: { settings: StickerSettingsDto; logoSrc?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { layout } = useSaveSticker();
  const max = { x: settings.label.width_mm, y: settings.label.height_mm };
  return (
    <EntityForm
      schema={StickerSettingsInput}
      name="sticker"
      initialValues={settings}
      conflictFields={{}}
      saving={layout.isPending}
      onSubmit={(input) =>
        layout.mutateAsync(input).then(() => message.success(t('stickers.saved')))
      }
      submitTestId="sticker-save"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="font" label={t('stickers.font')}>
            <Select
              options={stickerFonts.map((font) => ({ value: font, label: font }))}
              data-testid="sticker-font"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="font_size" label={t('stickers.fontSize')}>
            <InputNumber
              min={6}
              max={16}
              style={{ width: '100%' }}
              data-testid="sticker-font-size"
            />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('stickers.positions')}
      </Typography.Title>
      {stickerElements.map((element) => (
        <Row gutter={16} key={element}>
          {(['x', 'y'] as const).map((axis) => (
            <Col xs={12} key={axis}>
              <Form.Item
                name={['positions', element, axis]}
                label={t(axis === 'x' ? 'stickers.x' : 'stickers.y', {
                  element: t(elementLabels[element]),
                })}
              >
                <InputNumber
                  min={0}
                  max={max[axis]}
                  step={0.5}
                  style={{ width: '100%' }}
                  data-testid={`sticker-${element}-${axis}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      ))}
      <Form.Item noStyle shouldUpdate>
        {({ getFieldsValue }) => (
          <Form.Item label={t('stickers.preview')}>
            <StickerPreview
              settings={{ ...settings, ...getFieldsValue(true) }}
              label={settings.label}
              logoSrc={logoSrc}
            />
          </Form.Item>
        )}
      </Form.Item>
    </EntityForm>
  );
}

/** Spec §2 /application/config/sticker: every user but query ones reads it; admins change it. */
export default function StickerConfigPage() {
  const { t } = useTranslation();
  const { abilities } = useActiveSession();
  const settings = useStickerSettings();
  const logo = useStickerLogo(settings.data?.has_logo ?? false);
  return (
    <Card>
      {!settings.data ? (
        <Loading />
      ) : abilities['sticker.configure'] ? (
        <Flex vertical gap={16}>
          <LogoUpload />
          <LayoutForm settings={settings.data} logoSrc={logo} />
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          <Alert type="info" showIcon message={t('stickers.readOnly')} />
          <StickerPreview settings={settings.data} label={settings.data.label} logoSrc={logo} />
        </Flex>
      )}
    </Card>
  );
}
