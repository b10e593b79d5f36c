/**
 * BPMN files as other modelers export them, for the tests that import them (issue 45 point 13):
 * their own namespaces, extension elements and ids, conditions as JUEL expressions, and the
 * drawing (DI). Both draw the same request: reviewed, then approved or answered as a condition
 * on the gateway's two outputs says; `conditions` replaces those two.
 */

/** A condition as these modelers write it: a JUEL expression, `${…}`. */
export const el = (body: string) => `\${${body}}`;

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

export type ForeignConditions = { yes: string; no: string };

/**
 * A diagram saved by Camunda Modeler 5 for Camunda Platform 7: `camunda:` attributes and form
 * data on the tasks, generated ids, `bpmn:`-prefixed elements, labels in the DI.
 */
export function camundaModelerDiagram({ yes, no }: ForeignConditions): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:modeler="http://camunda.org/schema/modeler/1.0" id="Definitions_0f3x9q2" targetNamespace="http://bpmn.io/schema/bpmn" exporter="Camunda Modeler" exporterVersion="5.17.0" modeler:executionPlatform="Camunda Platform" modeler:executionPlatformVersion="7.20.0">
  <bpmn:process id="solicitud_pago" name="Solicitud de pago" isExecutable="true" camunda:historyTimeToLive="180">
    <bpmn:startEvent id="StartEvent_1" name="Solicitud recibida" camunda:initiator="solicitante">
      <bpmn:outgoing>Flow_0k1m2n3</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="Activity_0r3v1s4" name="Revisar solicitud" camunda:assignee="\${solicitante}">
      <bpmn:extensionElements>
        <camunda:formData>
          <camunda:formField id="monto" label="Monto" type="long" />
          <camunda:formField id="tipo" label="Tipo" type="string" />
        </camunda:formData>
      </bpmn:extensionElements>
      <bpmn:incoming>Flow_0k1m2n3</bpmn:incoming>
      <bpmn:outgoing>Flow_1a2b3c4</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="Gateway_1d2k9xq" name="¿Monto alto?">
      <bpmn:incoming>Flow_1a2b3c4</bpmn:incoming>
      <bpmn:outgoing>Flow_0alt0s1</bpmn:outgoing>
      <bpmn:outgoing>Flow_1baj0s2</bpmn:outgoing>
    </bpmn:exclusiveGateway>
    <bpmn:userTask id="Activity_1apr0b5" name="Aprobar pago" camunda:candidateGroups="tesoreria">
      <bpmn:incoming>Flow_0alt0s1</bpmn:incoming>
      <bpmn:outgoing>Flow_0x9y8z7</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:userTask id="Activity_0resp6d" name="Responder">
      <bpmn:extensionElements>
        <camunda:taskListener class="co.custodia.Aviso" event="create" />
      </bpmn:extensionElements>
      <bpmn:incoming>Flow_1baj0s2</bpmn:incoming>
      <bpmn:incoming>Flow_0x9y8z7</bpmn:incoming>
      <bpmn:outgoing>Flow_16f5e4d</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="Event_0f1n2l3" name="Fin">
      <bpmn:incoming>Flow_16f5e4d</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_0k1m2n3" sourceRef="StartEvent_1" targetRef="Activity_0r3v1s4" />
    <bpmn:sequenceFlow id="Flow_1a2b3c4" sourceRef="Activity_0r3v1s4" targetRef="Gateway_1d2k9xq" />
    <bpmn:sequenceFlow id="Flow_0alt0s1" name="Alto" sourceRef="Gateway_1d2k9xq" targetRef="Activity_1apr0b5">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escaped(yes)}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="Flow_1baj0s2" name="Bajo" sourceRef="Gateway_1d2k9xq" targetRef="Activity_0resp6d">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escaped(no)}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="Flow_0x9y8z7" sourceRef="Activity_1apr0b5" targetRef="Activity_0resp6d" />
    <bpmn:sequenceFlow id="Flow_16f5e4d" sourceRef="Activity_0resp6d" targetRef="Event_0f1n2l3" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="solicitud_pago">
      <bpmndi:BPMNShape id="_BPMNShape_StartEvent_2" bpmnElement="StartEvent_1">
        <dc:Bounds x="179" y="159" width="36" height="36" />
        <bpmndi:BPMNLabel><dc:Bounds x="152" y="202" width="90" height="27" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Activity_0r3v1s4_di" bpmnElement="Activity_0r3v1s4">
        <dc:Bounds x="270" y="137" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Gateway_1d2k9xq_di" bpmnElement="Gateway_1d2k9xq" isMarkerVisible="true">
        <dc:Bounds x="425" y="152" width="50" height="50" />
        <bpmndi:BPMNLabel><dc:Bounds x="417" y="128" width="66" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Activity_1apr0b5_di" bpmnElement="Activity_1apr0b5">
        <dc:Bounds x="530" y="40" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Activity_0resp6d_di" bpmnElement="Activity_0resp6d">
        <dc:Bounds x="690" y="137" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Event_0f1n2l3_di" bpmnElement="Event_0f1n2l3">
        <dc:Bounds x="852" y="159" width="36" height="36" />
        <bpmndi:BPMNLabel><dc:Bounds x="860" y="202" width="20" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_0k1m2n3_di" bpmnElement="Flow_0k1m2n3">
        <di:waypoint x="215" y="177" /><di:waypoint x="270" y="177" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_1a2b3c4_di" bpmnElement="Flow_1a2b3c4">
        <di:waypoint x="370" y="177" /><di:waypoint x="425" y="177" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_0alt0s1_di" bpmnElement="Flow_0alt0s1">
        <di:waypoint x="450" y="152" /><di:waypoint x="450" y="80" /><di:waypoint x="530" y="80" />
        <bpmndi:BPMNLabel><dc:Bounds x="456" y="113" width="22" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_1baj0s2_di" bpmnElement="Flow_1baj0s2">
        <di:waypoint x="475" y="177" /><di:waypoint x="690" y="177" />
        <bpmndi:BPMNLabel><dc:Bounds x="571" y="159" width="24" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_0x9y8z7_di" bpmnElement="Flow_0x9y8z7">
        <di:waypoint x="630" y="80" /><di:waypoint x="740" y="80" /><di:waypoint x="740" y="137" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_16f5e4d_di" bpmnElement="Flow_16f5e4d">
        <di:waypoint x="790" y="177" /><di:waypoint x="852" y="177" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

/** Bizagi's ids: `Id_` and a GUID, for every element and shape. */
export const bizagiIds = {
  process: 'Id_9b1f0c52-3e0a-4d8c-9f57-0a3c2d6e7b11',
  start: 'Id_2c6d1f80-7a4b-4e1f-8c2d-5b9e0a7f3c21',
  review: 'Id_4e8a2b17-1c3d-4f5e-9a6b-7c8d9e0f1a32',
  gateway: 'Id_6a0c4d39-5e7f-4a1b-8c2d-3e4f5a6b7c43',
  approve: 'Id_8c2e6f51-9a1b-4c3d-8e4f-1a2b3c4d5e54',
  answer: 'Id_0e4a8b73-3c5d-4e6f-9a7b-5c6d7e8f9a65',
  end: 'Id_1f5b9c84-4d6e-4f7a-8b8c-6d7e8f9a0b76',
  toReview: 'Id_3a7c1e95-6f8a-4b9c-9d0e-8f9a0b1c2d87',
  toGateway: 'Id_5c9e3a06-8b0c-4d1e-8f2a-0b1c2d3e4f98',
  yes: 'Id_7e1a5c17-0d2e-4f3a-9b4c-2d3e4f5a6b09',
  no: 'Id_9a3c7e28-2f4a-4b5c-8d6e-4f5a6b7c8d10',
  approved: 'Id_b5e9a3c4-7d8e-4f9a-8b0c-9d0e1f2a3b21',
  answered: 'Id_c6f0b4d5-8e9f-4a0b-9c1d-0e1f2a3b4c32',
};

const bizagiProperties = (properties: Record<string, string>) =>
  `<extensionElements><bizagi:BizagiExtensions xmlns:bizagi="http://www.bizagi.com/bpmn20"><bizagi:BizagiProperties>${Object.entries(
    properties,
  )
    .map(([name, value]) => `<bizagi:BizagiProperty name="${name}" value="${value}" />`)
    .join('')}</bizagi:BizagiProperties></bizagi:BizagiExtensions></extensionElements>`;

const shape = (id: string, [x, y, width, height]: number[]) =>
  `<bpmndi:BPMNShape id="DiagramElement_${id.slice(3)}" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${width}" height="${height}" /><bpmndi:BPMNLabel labelStyle="Style_1"><dc:Bounds x="0" y="0" width="0" height="0" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>`;

const edge = (id: string, points: [number, number][]) =>
  `<bpmndi:BPMNEdge id="DiagramElement_${id.slice(3)}" bpmnElement="${id}">${points
    .map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`)
    .join('')}<bpmndi:BPMNLabel labelStyle="Style_1" /></bpmndi:BPMNEdge>`;

/**
 * A diagram exported by Bizagi Modeler: unprefixed BPMN elements, `Id_` GUIDs, Bizagi's
 * extension properties on every element, a `tFormalExpression` without prefix, and label styles.
 */
export function bizagiDiagram({ yes, no }: ForeignConditions): string {
  const id = bizagiIds;
  const flow = (flowId: string, source: string, target: string, name = '', condition = '') =>
    `<sequenceFlow id="${flowId}" sourceRef="${source}" targetRef="${target}"${name ? ` name="${name}"` : ''}>${bizagiProperties({ runtimeId: flowId })}${condition ? `<conditionExpression xsi:type="tFormalExpression">${escaped(condition)}</conditionExpression>` : ''}</sequenceFlow>`;
  const node = (type: string, nodeId: string, name: string, links: string) =>
    `<${type} id="${nodeId}" name="${name}">${bizagiProperties({ bgColor: 'White', borderColor: 'Black' })}${links}</${type}>`;
  return `<?xml version="1.0" encoding="utf-8"?>
<definitions id="Id_d1a2b3c4-e5f6-4a7b-8c9d-0e1f2a3b4c5d" targetNamespace="http://www.bizagi.com/definitions/Id_d1a2b3c4" exporter="Bizagi Modeler" exporterVersion="4.0.0.060" xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:bizagi="http://www.bizagi.com/bpmn20" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <process id="${id.process}" name="Solicitud de pago" isExecutable="false" processType="None">
    <documentation />
    ${bizagiProperties({ isMainProcess: 'true' })}
    ${node('startEvent', id.start, 'Inicio', `<outgoing>${id.toReview}</outgoing>`)}
    ${node('userTask', id.review, 'Revisar solicitud', `<incoming>${id.toReview}</incoming><outgoing>${id.toGateway}</outgoing>`)}
    ${node('exclusiveGateway', id.gateway, '¿Completa?', `<incoming>${id.toGateway}</incoming><outgoing>${id.yes}</outgoing><outgoing>${id.no}</outgoing>`)}
    ${node('userTask', id.approve, 'Aprobar pago', `<incoming>${id.yes}</incoming><outgoing>${id.approved}</outgoing>`)}
    ${node('userTask', id.answer, 'Responder', `<incoming>${id.no}</incoming><incoming>${id.approved}</incoming><outgoing>${id.answered}</outgoing>`)}
    ${node('endEvent', id.end, 'Fin', `<incoming>${id.answered}</incoming>`)}
    ${flow(id.toReview, id.start, id.review)}
    ${flow(id.toGateway, id.review, id.gateway)}
    ${flow(id.yes, id.gateway, id.approve, 'Sí', yes)}
    ${flow(id.no, id.gateway, id.answer, 'No', no)}
    ${flow(id.approved, id.approve, id.answer)}
    ${flow(id.answered, id.answer, id.end)}
  </process>
  <bpmndi:BPMNDiagram id="Id_e2b3c4d5-f6a7-4b8c-9d0e-1f2a3b4c5d6e" name="Solicitud de pago" resolution="96">
    <bpmndi:BPMNPlane id="DiagramElement_plane" bpmnElement="${id.process}">
      ${shape(id.start, [120, 190, 30, 30])}
      ${shape(id.review, [200, 175, 90, 60])}
      ${shape(id.gateway, [340, 185, 40, 40])}
      ${shape(id.approve, [430, 80, 90, 60])}
      ${shape(id.answer, [580, 175, 90, 60])}
      ${shape(id.end, [720, 190, 30, 30])}
      ${edge(id.toReview, [
        [150, 205],
        [200, 205],
      ])}
      ${edge(id.toGateway, [
        [290, 205],
        [340, 205],
      ])}
      ${edge(id.yes, [
        [360, 185],
        [360, 110],
        [430, 110],
      ])}
      ${edge(id.no, [
        [380, 205],
        [580, 205],
      ])}
      ${edge(id.approved, [
        [520, 110],
        [625, 110],
        [625, 175],
      ])}
      ${edge(id.answered, [
        [670, 205],
        [720, 205],
      ])}
    </bpmndi:BPMNPlane>
    <bpmndi:BPMNLabelStyle id="Style_1"><dc:Font name="Segoe UI" size="8" /></bpmndi:BPMNLabelStyle>
  </bpmndi:BPMNDiagram>
</definitions>
`;
}
