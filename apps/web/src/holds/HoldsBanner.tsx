import { LockOutlined } from '@ant-design/icons';
import type { HeldByDto, HoldTarget } from '@custodia/contracts';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveSession } from '../platform/session.ts';
import { useDateTime } from '../platform/useDateTime.ts';
import { PlaceHoldDialog } from './HoldDialogs.tsx';

/**
 * The legal holds an answer says cover what a screen shows (a record, an expedient, a TRD node),
 * each with its reason and case; nothing when none does. What is refused while held the answer's
 * abilities already say.
 */
export function HoldsBanner({ holds }: { holds: readonly HeldByDto[] | undefined }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  if (!holds || holds.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      icon={<LockOutlined />}
      title={t('holds.banner.title')}
      description={
        <>
          <div>{t('holds.banner.help')}</div>
          <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
            {holds.map((hold) => (
              <li key={hold.id} data-testid="held-by">
                {t('holds.banner.item', {
                  reason: hold.reason,
                  reference: hold.reference,
                  authority: hold.authority,
                  at: dateTime(hold.placed_at),
                })}
              </li>
            ))}
          </ul>
        </>
      }
      data-testid="holds-banner"
    />
  );
}

/** Places a hold on what the screen shows, for whoever the session lets keep holds. */
export function PlaceHoldButton({ target }: { target: HoldTarget }) {
  const { t } = useTranslation();
  const { abilities } = useActiveSession();
  const [open, setOpen] = useState(false);
  if (!abilities['legalHold.manage']) return null;
  return (
    <>
      <Button icon={<LockOutlined />} onClick={() => setOpen(true)} data-testid="hold-place-here">
        {t('holds.place.open')}
      </Button>
      <PlaceHoldDialog open={open} target={target} onClose={() => setOpen(false)} />
    </>
  );
}
