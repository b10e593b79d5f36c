import { CameraOutlined, PictureOutlined } from '@ant-design/icons';
import { limits, type SignerViewDto } from '@custodia/contracts';
import { Button, Flex, Typography } from 'antd';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signing } from './useSignatures.ts';

/**
 * A camera's photo made as small as the server keeps it before it leaves the phone: a 12-megapixel
 * picture is megabytes to send and seconds of the server's time to decode. Turned upright by its
 * EXIF orientation. What the browser cannot draw goes as it is, for the server to say why not.
 */
async function smaller(file: File): Promise<Blob> {
  const side = limits.signatures.photo.keptSide;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return await new Promise((resolve) =>
      canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', 0.9),
    );
  } catch {
    return file;
  }
}

/**
 * The photo a request asks before signing: taken with the phone's front camera or picked from the
 * device. The server checks it and keeps its own re-encoded copy; the page shows what was sent.
 */
export function SignerPhoto({
  token,
  taken,
  onTaken,
  onRefused,
}: {
  token: string;
  taken: boolean;
  onTaken(view: SignerViewDto): void;
  onRefused(error: unknown): void;
}) {
  const { t } = useTranslation();
  const title = useId();
  const [preview, setPreview] = useState<string>();
  const [busy, setBusy] = useState(false);
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so the same picture can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const sent = await smaller(file);
      onTaken(await signing.photo(token, sent));
      setPreview(URL.createObjectURL(sent));
    } catch (error) {
      onRefused(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={title} data-testid="sign-photo">
      <Typography.Title level={2} id={title} style={{ fontSize: 18 }}>
        {t('signatures.sign.photo')}
      </Typography.Title>
      <Flex vertical gap={8}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t(taken ? 'signatures.sign.photoTaken' : 'signatures.sign.photoAsk')}
        </Typography.Paragraph>
        {taken && preview && (
          <img
            src={preview}
            alt={t('signatures.sign.photo')}
            style={{ maxWidth: 160, maxHeight: 160, borderRadius: 6, objectFit: 'cover' }}
            data-testid="sign-photo-preview"
          />
        )}
        <Flex gap={8} wrap>
          <Button
            icon={<CameraOutlined />}
            loading={busy}
            onClick={() => camera.current?.click()}
            data-testid="sign-photo-camera"
          >
            {t('signatures.sign.photoTake')}
          </Button>
          <Button
            icon={<PictureOutlined />}
            disabled={busy}
            onClick={() => picker.current?.click()}
            data-testid="sign-photo-pick"
          >
            {t('signatures.sign.photoPick')}
          </Button>
        </Flex>
        <input ref={camera} type="file" accept="image/*" capture="user" hidden onChange={send} />
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          onChange={send}
          data-testid="sign-photo-input"
        />
      </Flex>
    </section>
  );
}
