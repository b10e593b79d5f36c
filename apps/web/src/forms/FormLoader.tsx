import type { FormDto } from '@custodia/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Loaded } from '../platform/Loaded.tsx';
import { BackToFormList } from './BackToFormList.tsx';
import { useFormSettings } from './useForms.ts';

/** Loads the form named by the `:id` of the address for the screens about one form. */
export function FormLoader({ children }: { children: (form: FormDto) => ReactNode }) {
  const { id = '' } = useParams();
  return (
    <Loaded query={useFormSettings(id)} missing="errors.30020" back={<BackToFormList />}>
      {children}
    </Loaded>
  );
}
