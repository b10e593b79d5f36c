import type { esCompany } from './es.company.ts';

/** English texts of the company's parameters and its integrations. */
export const enCompany: Record<keyof typeof esCompany, string> = {
  'errors.70004': 'The orange threshold must be lower than the green one',
  'menu.company': 'Company settings',
  'company.title': 'Company settings',
  'company.saved': 'Settings saved.',
  'company.domain': 'Domain',
  'company.name': 'Name',
  'company.taxId': 'Tax id',
  'company.timeZoneHelp':
    'Records are dated and shown in this zone, and deadlines are counted in it.',
  'company.passwordExpirationDays': 'Days a password lasts',
  'company.passwordExpirationHelp':
    'Empty: passwords never expire. 0: everyone must change their password the next time they use it.',
  'company.expedientConsult': 'Show the case file search in the menu',
  'company.deadlineColours': 'Deadline colours',
  'company.deadlineColoursHelp':
    "By the share of a task's working time still left: green above the first threshold, orange above the second, red otherwise.",
  'company.greenAbove': 'Green above (%)',
  'company.orangeAbove': 'Orange above (%)',
  'company.uploads.title': 'File upload limits',
  'audit.module.integrations': 'Integrations',
  'audit.action.integrations.request': 'Integration requested',
  'audit.action.integrations.state': 'Integration request state',
  'audit.action.integrations.configure': 'Integration configured',
  'audit.action.integrations.agreement': 'Communications agreement uploaded',
  'audit.entity.integration': 'Integration',
  'integrations.requestNumber': 'Request number',
  'integrations.contactName': 'Contact name',
  'integrations.portalUser': 'Portal user',
  'integrations.portalKey': 'Portal key',
  'integrations.agreement': 'Communications agreement (PDF)',
};
