import './processes.css';
import type { DeadlineColour, StepStateDto } from '@custodia/contracts';
import { Flex, Result, Tag, Typography } from 'antd';
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { deadlineLabels } from '../platform/DeadlineTag.tsx';
import { Loading } from '../platform/Loading.tsx';
import { useDiagramViewer, useProcessDiagramXml } from '../workflows/index.ts';

type Canvas = {
  addMarker(element: string, marker: string): void;
  removeMarker(element: string, marker: string): void;
  zoom(): number;
  zoom(level: number | 'fit-viewport', center?: 'auto'): number;
  scrollToElement(element: string): void;
};

/** Below this scale a step's name no longer reads (a phone showing the whole diagram). */
const readableScale = 0.8;
type Overlay = { position: { top?: number; bottom?: number; right?: number; left?: number } };
type Overlays = {
  add(element: string, type: string, overlay: Overlay & { html: HTMLElement }): string;
  remove(filter: { type: string }): void;
};
type Shape = { type: string; width?: number; height?: number };
type Registry = { get(id: string): Shape | undefined };

const overlayType = 'process-state';

function badge(className: string, text: string, title = text): HTMLElement {
  const element = document.createElement('span');
  element.className = className;
  element.textContent = text;
  element.title = title;
  return element;
}

/** How far a step's frame stands out of its shape. */
const frameGap = 5;

/**
 * A frame around a done or active step, drawn over the diagram: bpmn-js paints its shapes with
 * inline styles a stylesheet could only beat with !important.
 */
function frame(shape: Shape, state: 'done' | 'active'): HTMLElement {
  const element = document.createElement('div');
  const round = shape.type.endsWith('Event') ? ' process-frame-round' : '';
  element.className = `process-frame process-frame-${state}${round}`;
  element.style.width = `${(shape.width ?? 0) + 2 * frameGap}px`;
  element.style.height = `${(shape.height ?? 0) + 2 * frameGap}px`;
  return element;
}

/** The words of the marks, in the person's language. */
type MarkTexts = { urgency(colour: DeadlineColour): string; visits(count: number): string };

/**
 * Marks the live map on the drawn diagram: done steps, active steps with whom they wait on and
 * how urgently (in words, beside the colour), and how often each step was visited. Answers how
 * to take the marks off again.
 */
function markSteps(viewer: NavigatedViewer, steps: StepStateDto[], texts: MarkTexts): () => void {
  const canvas = viewer.get<Canvas>('canvas');
  const overlays = viewer.get<Overlays>('overlays');
  const registry = viewer.get<Registry>('elementRegistry');
  const marked: [string, string][] = [];
  for (const step of steps) {
    const element = registry.get(step.element_id);
    if (!element) continue;
    const flow = element.type === 'bpmn:SequenceFlow';
    if (step.state !== 'none') {
      // The marker names the state on the drawn element itself, where tests and tools read it.
      const marker = `process-step-${step.state}`;
      canvas.addMarker(step.element_id, marker);
      marked.push([step.element_id, marker]);
      if (!flow) {
        overlays.add(step.element_id, overlayType, {
          position: { top: -frameGap, left: -frameGap },
          html: frame(element, step.state),
        });
      }
    }
    if (flow) continue;
    if (step.visits > 0) {
      overlays.add(step.element_id, overlayType, {
        position: { top: -10, right: 10 },
        html: badge('process-visits', String(step.visits), texts.visits(step.visits)),
      });
    }
    if (step.state === 'active') {
      const said = step.colour ? ` · ${texts.urgency(step.colour)}` : '';
      overlays.add(step.element_id, overlayType, {
        position: { bottom: -6, left: 0 },
        html: badge(
          `process-waiting process-waiting-${step.colour ?? 'none'}`,
          `${step.assignee ?? ''}${said}`,
        ),
      });
    }
  }
  return () => {
    overlays.remove({ type: overlayType });
    for (const [element, marker] of marked) canvas.removeMarker(element, marker);
  };
}

function Legend() {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text type="secondary">{t('processes.map.legend')}</Typography.Text>
      <Tag className="process-legend-done">{t('processes.map.done')}</Tag>
      <Tag className="process-legend-active">{t('processes.map.active')}</Tag>
      <Tag>
        <span className="process-visits process-visits-inline">n</span> {t('processes.map.visits')}
      </Tag>
    </Flex>
  );
}

function LiveMap({ xml, steps }: { xml: string; steps: StepStateDto[] }) {
  const { t } = useTranslation();
  const { container, viewer } = useDiagramViewer(xml);
  const focus = steps.find((step) => step.state === 'active')?.element_id;
  useEffect(() => {
    if (!viewer) return;
    const canvas = viewer.get<Canvas>('canvas');
    canvas.zoom('fit-viewport', 'auto');
    // Too small to read whole, the diagram shows where the process waits, at a size that reads.
    if (focus && canvas.zoom() < readableScale) {
      canvas.zoom(readableScale);
      canvas.scrollToElement(focus);
    }
  }, [viewer, focus]);
  useEffect(
    () =>
      viewer
        ? markSteps(viewer, steps, {
            urgency: (colour) => t(deadlineLabels[colour]),
            visits: (count) => t('processes.map.visitCount', { count }),
          })
        : undefined,
    [viewer, steps, t],
  );
  return (
    <figure
      ref={container}
      className="workflow-canvas process-map"
      aria-label={t('processes.map.label')}
      data-testid="process-map"
      data-ready={viewer ? 'true' : 'false'}
    />
  );
}

/** The process's live map: the diagram version it runs, marked as the process stands now. */
export function ProcessMap({ processId, steps }: { processId: string; steps: StepStateDto[] }) {
  const { t } = useTranslation();
  const xml = useProcessDiagramXml(processId);
  if (xml.isPending) return <Loading />;
  if (xml.isError) return <Result status="warning" title={t('workflows.view.missing')} />;
  return (
    <Flex vertical gap={8}>
      <Legend />
      <LiveMap xml={xml.data} steps={steps} />
    </Flex>
  );
}
