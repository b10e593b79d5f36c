import { type FieldDefinitionDto, FieldDefinitionInput, FieldStatus } from '@custodia/contracts';
import { Form } from 'antd';
import { useList } from '../lists/index.ts';

/** The field as the wizard holds it now, or null while a step still has something to fill. */
export function useDesignedField(
  formId: string,
  fieldId: string | undefined,
): FieldDefinitionDto | null {
  const values = Form.useWatch([], { preserve: true });
  const parsed = FieldDefinitionInput.safeParse(values ?? {});
  // Whose items the chosen list's items hang from, as the server will say of the saved field.
  const list = useList(parsed.success ? parsed.data.item_link : null);
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    item_link_parent: list.data?.parent_list_id ?? null,
    id: fieldId ?? 'new-field',
    form_id: formId,
    order: 1,
    status: FieldStatus.active,
    created_at: '',
    updated_at: '',
    // A preview is shown, never acted on.
    abilities: { edit: false, delete: false, move: false },
  };
}

/** The form's fields with the designed one in its place: where it stands when edited, last when new. */
export function withDesigned(
  existing: FieldDefinitionDto[],
  designed: FieldDefinitionDto | null,
): FieldDefinitionDto[] {
  if (!designed) return existing;
  const at = existing.findIndex((other) => other.id === designed.id);
  return at === -1
    ? [...existing, designed]
    : existing.map((other, index) => (index === at ? designed : other));
}
