import { ControlType, controlsFor, FieldDefinitionInput } from '@custodia/contracts';
import { useState } from 'react';
import { fieldErrorsFromIssues } from '../platform/formErrors.ts';
import { translateMessage } from '../platform/i18n.ts';
import { useRefusal } from '../platform/useRefusal.ts';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { optionsOutside } from './fieldLabels.ts';
import { fieldConflicts, fieldRefusals } from './useFormFields.ts';
import { lastStep, stepOf } from './wizardSteps.ts';

/**
 * The wizard's state: the step shown, the definition checked by the contracts schema up to it,
 * the choices a new type or control drops, and saving with the server's refusal explained.
 */
export function useFieldWizard(onSubmit: (input: FieldDefinitionInput) => Promise<unknown>) {
  // It opens on Create: the preview before it shows the form as the field will change it.
  const [step, setStep] = useState(1);
  const refusal = useRefusal(fieldRefusals);
  const { form, formProps, showServerErrors } = useSchemaForm(FieldDefinitionInput);

  /** Marks the problems of the steps up to `through` and shows the first step that has one. */
  function problemsThrough(through: number): boolean {
    const parsed = FieldDefinitionInput.safeParse(form.getFieldsValue(true));
    const issues = parsed.success
      ? []
      : parsed.error.issues.filter((issue) => stepOf(issue.path[0]) <= through);
    form.setFields(fieldErrorsFromIssues(issues, translateMessage));
    if (issues.length > 0) setStep(Math.min(...issues.map((issue) => stepOf(issue.path[0]))));
    return issues.length > 0;
  }

  function save(): void {
    if (problemsThrough(lastStep)) return;
    refusal.dismiss();
    onSubmit(FieldDefinitionInput.parse(form.getFieldsValue(true))).catch((error: unknown) => {
      refusal.explain(error);
      showServerErrors(error, fieldConflicts);
    });
  }

  // A new data type or control drops the choices that no longer fit, which the schema refuses.
  function adjust(changed: Partial<FieldDefinitionInput>): void {
    formProps.onValuesChange(changed);
    if (changed.type_data) {
      const control = controlsFor(changed.type_data)[0] ?? ControlType.textbox;
      form.setFieldsValue({ control_data: control, ...optionsOutside(control) });
    }
    if (changed.control_data) form.setFieldsValue(optionsOutside(changed.control_data));
    if (changed.form_lookup_name !== undefined) form.setFieldsValue({ form_lookup_fields: null });
  }

  return {
    step,
    refusal,
    formProps: { ...formProps, onValuesChange: adjust },
    back: () => setStep(step - 1),
    /** Any step already passed may be gone back to, the preview first of all. */
    goTo: (target: number) => target < step && setStep(target),
    next: () => problemsThrough(step) || setStep(step + 1),
    save,
  };
}
