import type { FormDto } from '@custodia/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Loaded } from '../platform/Loaded.tsx';
import { BackToFormList } from './BackToFormList.tsx';
import { useFormSettings } from './useForms.ts';

type Props = {
  /** The address parameter holding the form's id: `:id` on the form's screens, `:formId` on a field's. */
  param?: 'id' | 'formId';
  children: (form: FormDto) => ReactNode;
};

/** Loads the form the address names, for the screens about one form or one of its fields. */
export function FormLoader({ param = 'id', children }: Props) {
  const { [param]: id = '' } = useParams();
  return (
    <Loaded query={useFormSettings(id)} missing="errors.30020" back={<BackToFormList />}>
      {children}
    </Loaded>
  );
}
