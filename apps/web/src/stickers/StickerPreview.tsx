import {
  limits,
  type StickerElement,
  type StickerSettingsDto,
  type StickerSettingsInput,
} from '@custodia/contracts';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActiveSession } from '../platform/session.ts';

type Props = {
  settings: Pick<StickerSettingsInput, 'font' | 'font_size' | 'positions'>;
  label: StickerSettingsDto['label'];
  logoSrc?: string;
};

/** Millimetres of the logo box: 140×120 px at 96 px an inch, as the PDF prints it. */
const LOGO_MM = { width: 37, height: 32 };
const POINT_MM = 25.4 / 72;
const fontFamily = {
  Helvetica: 'Helvetica, Arial, sans-serif',
  'Times-Roman': 'Times, serif',
  Courier: 'Courier, monospace',
};

/**
 * The label drawn to scale in millimetres, each element where the PDF will print it
 * (sticker-pdf.ts): the company's own name and the number a point larger, and as many field lines
 * as a form may print, so a layout that runs off the label shows it here.
 */
export function StickerPreview({ settings, label, logoSrc }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { company_name } = useActiveSession();
  const size = settings.font_size * POINT_MM;
  const text = (element: StickerElement, content: string, line = 0, larger = false) => {
    const point = settings.positions[element];
    return (
      <text
        key={line}
        x={point.x}
        y={point.y + size + line * (size + 2 * POINT_MM)}
        fontSize={larger ? size + POINT_MM : size}
        fontFamily={fontFamily[settings.font]}
        fill={token.colorText}
      >
        {content}
      </text>
    );
  };
  const { logo } = settings.positions;
  return (
    <svg
      role="img"
      aria-label={t('stickers.preview')}
      viewBox={`0 0 ${label.width_mm} ${label.height_mm}`}
      style={{
        width: '100%',
        maxWidth: 480,
        border: `1px solid ${token.colorBorder}`,
        background: '#fff',
      }}
      data-testid="sticker-preview"
    >
      {logoSrc ? (
        <image
          href={logoSrc}
          x={logo.x}
          y={logo.y}
          width={LOGO_MM.width}
          height={LOGO_MM.height}
          preserveAspectRatio="xMinYMin meet"
        />
      ) : (
        <rect
          x={logo.x}
          y={logo.y}
          width={LOGO_MM.width}
          height={LOGO_MM.height}
          fill="none"
          stroke={token.colorBorder}
          strokeDasharray="1 1"
          strokeWidth={0.3}
        />
      )}
      {text('company', company_name, 0, true)}
      {text('number', '1-20260115-000001', 0, true)}
      {text('filed_at', '15/01/2026 09:30')}
      {Array.from({ length: limits.stickerFields }, (_, line) =>
        text('fields', t('stickers.sample.field', { line: line + 1 }), line),
      )}
    </svg>
  );
}
