import type { esExpedients } from './es.expedients.ts';

/** English texts of expedients (issue 13). */
export const enExpedients: Record<keyof typeof esExpedients, string> = {
  'errors.20060': 'The case file does not exist.',
  'errors.20061': 'A case file with that number already exists in the company.',
  'errors.20062':
    'The case file is closed: no documents, subdivisions or directories can be added to it or changed in it.',
  'errors.20063':
    'The chosen level does not exist in this fund or cannot hold what is being created.',
  'errors.20065':
    'This level already holds files: no subdivisions or directories can be created in it.',
  'expedients.fields.number': 'Number',
  'expedients.fields.name': 'Name',
  'expedients.fields.subject': 'Subject',
  'expedients.fields.series': 'Series or subseries',
  'expedients.fields.openedOn': 'Creation date',
  'expedients.fields.closedAt': 'Closing date',
  'expedients.index.title': 'Electronic index of the case file',
  'expedients.index.company': 'Organization',
  'expedients.index.hash': 'Index fingerprint (SHA-256)',
  'expedients.index.position': 'Order',
  'expedients.index.name': 'Document',
  'expedients.index.documentaryType': 'Documentary type',
  'expedients.index.createdAt': 'Created',
  'expedients.index.addedAt': 'Added',
  'expedients.index.pages': 'Pages',
  'expedients.index.format': 'Format',
  'expedients.index.size': 'Size (bytes)',
  'expedients.index.origin': 'Origin',
  'expedients.origin.electronic': 'Born electronic',
  'expedients.origin.digitized': 'Digitized',
  'audit.module.expedients': 'Case files',
  'audit.action.expedients.create': 'Case file created',
  'audit.action.expedients.update': 'Case file updated',
  'audit.action.expedients.close': 'Case file closed',
  'audit.action.expedients.nodes_create': 'Subdivisions or directories created',
  'audit.action.expedients.node_update': 'Subdivision or directory renamed',
  'audit.action.expedients.verify': 'Electronic index verified',
  'audit.entity.expedient': 'Case file',
  'audit.entity.trd_node': 'TRD level',
  'audit.field.parent': 'Parent level',
};
