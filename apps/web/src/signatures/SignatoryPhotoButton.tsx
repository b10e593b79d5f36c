import { CameraOutlined } from '@ant-design/icons';
import type { SignatoryDto } from '@custodia/contracts';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../platform/Loading.tsx';
import { useSignatoryPhoto } from './useSignatures.ts';

/** A signatory's photo evidence, to whoever follows the request: fetched when they ask to see it. */
export function SignatoryPhotoButton({
  requestId,
  signatory,
}: {
  requestId: string;
  signatory: SignatoryDto;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const photo = useSignatoryPhoto(requestId, signatory.id, open);
  const [address, setAddress] = useState<string>();
  useEffect(() => {
    if (!photo.data) return;
    const made = URL.createObjectURL(photo.data);
    setAddress(made);
    return () => URL.revokeObjectURL(made);
  }, [photo.data]);
  const label = t('signatures.detail.seePhoto', { name: signatory.full_name });
  return (
    <>
      <Button
        type="link"
        icon={<CameraOutlined />}
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
        data-testid={`signatory-photo-${signatory.position}`}
      />
      <Modal
        open={open}
        title={label}
        footer={null}
        onCancel={() => setOpen(false)}
        data-testid="signatory-photo-dialog"
      >
        {address ? (
          <img
            src={address}
            alt={label}
            style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }}
            data-testid="signatory-photo"
          />
        ) : (
          <Loading />
        )}
      </Modal>
    </>
  );
}
