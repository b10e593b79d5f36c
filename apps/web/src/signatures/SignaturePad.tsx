import type { GraphicSignature } from '@custodia/contracts';
import { Button, Flex, Input, Radio } from 'antd';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A graphic signature: typed (the keyboard's way, and the default) or drawn with a finger, a pen
 * or a mouse on a canvas, sent as a PNG.
 */
export function SignaturePad({
  onChange,
}: {
  onChange(value: GraphicSignature | undefined): void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'typed' | 'drawn'>('typed');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }
  function start(event: PointerEvent<HTMLCanvasElement>) {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    drawing.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    const { x, y } = point(event);
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(x, y);
  }
  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
  }
  function end(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    drawing.current = false;
    onChange({ kind: 'drawn', value: event.currentTarget.toDataURL('image/png') });
  }
  function clear() {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    onChange(undefined);
  }

  return (
    <Flex vertical gap={8}>
      <Radio.Group
        value={kind}
        onChange={(event) => {
          setKind(event.target.value);
          onChange(undefined);
        }}
        options={[
          { value: 'typed', label: t('signatures.sign.typed') },
          { value: 'drawn', label: t('signatures.sign.drawn') },
        ]}
        aria-label={t('signatures.sign.graphic')}
      />
      {kind === 'typed' ? (
        <Input
          aria-label={t('signatures.sign.typedLabel')}
          onChange={(event) =>
            onChange(
              event.target.value.trim() ? { kind: 'typed', value: event.target.value } : undefined,
            )
          }
          style={{ fontFamily: 'cursive', fontSize: 20 }}
          data-testid="sign-typed"
        />
      ) : (
        <>
          <canvas
            ref={canvas}
            width={320}
            height={120}
            aria-label={t('signatures.sign.drawnLabel')}
            role="img"
            style={{
              border: '1px solid #8c8c8c',
              borderRadius: 6,
              touchAction: 'none',
              maxWidth: '100%',
            }}
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={end}
          />
          <Button onClick={clear}>{t('signatures.sign.clear')}</Button>
        </>
      )}
    </Flex>
  );
}
