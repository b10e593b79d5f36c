/** English texts of the process engine: its refusals (issue 31). */
export const enProcesses = {
  'errors.50000': 'The process does not exist.',
  'errors.50001': 'The task does not exist.',
  'errors.50002': 'The task is no longer in progress: it was completed, sent back or interrupted.',
  'errors.50003': 'The process is no longer in progress.',
  'errors.50004': 'The workflow does not belong to the record’s form.',
  'errors.50005':
    'The record already has a process in progress of this form, which allows one workflow at a time.',
  'errors.50006': 'Choose who takes the next step ({step}).',
  'errors.50007': 'The chosen user is not one of the next step’s active responsibles.',
  'errors.50008': 'Step “{step}” has no active responsible: ask an administrator to configure it.',
  'errors.50009':
    'No condition of gateway “{gateway}” holds with the current data: check the data or have the workflow corrected.',
  'errors.50010':
    'Both conditions of gateway “{gateway}” hold with the current data: the workflow cannot choose a path.',
  'errors.50011': 'A task is only reassigned to an active user of the company.',
  'errors.50013': 'The task is already assigned to that user.',
  'errors.50016': 'This task’s step does not allow reassigning it.',
  'errors.50017': 'This task’s step does not allow sending it back to an earlier step.',
  'errors.50018': 'A task is only sent back to an earlier step the process completed.',
  'errors.50019': 'This task’s step does not allow interrupting the process.',
  'errors.50020': 'A completed task takes no comments.',
  'errors.50021': 'Fill in the required fields of the step’s form.',
  'errors.50022': 'A value of the step’s form is not valid.',
  'errors.50023': 'The user has pending tasks: reassign them before changing their status.',
  'errors.50059': 'This task is no longer yours.',
};
