/** English texts of the screen that configures the PQRS window (issue 47). */
export const enPqrsSettings = {
  'menu.pqrs': 'PQRS window',
  'pqrsSettings.title': 'PQRS window',
  'pqrsSettings.help':
    'At the window anyone files petitions, complaints, claims and suggestions without an account. Each PQRS becomes a record of the chosen form, in the receiver’s name, and its term is counted in business days of the business calendar.',
  'pqrsSettings.windowOpen': 'Window open',
  'pqrsSettings.intakeForm': 'Form they are filed in',
  'pqrsSettings.intakeFormHelp':
    'An active form without required fields: the window fills in the subject only.',
  'pqrsSettings.noForms': 'There are no active forms',
  'pqrsSettings.receiver': 'Receiver',
  'pqrsSettings.receiverHelp':
    'PQRS are filed in their name: they must be active and allowed to file in the form.',
  'pqrsSettings.policyText': 'Personal data processing policy',
  'pqrsSettings.policyTextHelp':
    'Whoever files reads and accepts it before sending (Ley 1581 de 2012).',
  'pqrsSettings.askCharacterisation': 'Ask for characterisation',
  'pqrsSettings.askCharacterisationHelp':
    'Sex, ethnic group, disability and age range; never required.',
  'pqrsSettings.saved': 'Window saved.',
  'pqrsSettings.address': 'Public address of the window',
  'pqrsSettings.copyAddress': 'Copy the address',
  'pqrsSettings.addressCopied': 'Address copied',
  'pqrsSettings.openAddress': 'Open the window in a new tab',
  'pqrsSettings.types': 'PQRS types',
  'pqrsSettings.typesHelp':
    'Terms are counted in business days from the day after filing; the extension is the longest that may be given, once.',
  'pqrsSettings.typeName': 'Name',
  'pqrsSettings.termDays': 'Term (business days)',
  'pqrsSettings.extensionDays': 'Longest extension (business days)',
  'pqrsSettings.active': 'Active',
  'pqrsSettings.state.active': 'Active',
  'pqrsSettings.state.inactive': 'Inactive',
  'pqrsSettings.addType': 'Add a type',
  'pqrsSettings.editType': 'Edit {name}',
  'pqrsSettings.lawNameHelp': 'Empty keeps the law’s name: {name}.',
  'pqrsSettings.typeSaved': 'PQRS type saved.',
};
