import { ResponsibleType, type ResponsibleTypeValue } from '@custodia/contracts';
import { App, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromServer } from '../platform/formErrors.ts';
import { ApiError } from '../platform/http.ts';
import { idsOf, type StepProps } from './stepProps.ts';
import {
  type ResponsibleChoice,
  useDeleteResponsible,
  useSetResponsible,
  useWorkGroupCandidates,
} from './useWorkflowSteps.ts';

type ResponsibleValues = { user_uuid?: string; users_uuid?: string[]; work_group_uuid?: string };

/**
 * The responsible's form: the kind chosen, the work groups to pick from, and saving it as the
 * choice the server expects (the first user, the list, or the group) or removing it.
 */
export function useResponsibleForm(props: StepProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { configuration } = props.step;
  const [type, setType] = useState<ResponsibleTypeValue>(configuration.responsible_type ?? 1);
  const [form] = Form.useForm();
  const groups = useWorkGroupCandidates();
  const save = useSetResponsible(idsOf(props), configuration.responsible_type !== null);
  const remove = useDeleteResponsible(idsOf(props));
  const users = configuration.users.map((user) => user.id);

  function submit(values: ResponsibleValues) {
    const choice: ResponsibleChoice = {
      type,
      users: type === ResponsibleType.single ? [values.user_uuid ?? ''] : (values.users_uuid ?? []),
      workGroup: values.work_group_uuid,
    };
    save.mutate(choice, {
      onSuccess: () => message.success(t('workflows.steps.saved')),
      onError: (error) => {
        if (error instanceof ApiError) form.setFields(fieldErrorsFromServer(error));
      },
    });
  }

  const initialValues: ResponsibleValues = {
    user_uuid: users[0],
    users_uuid: users,
    work_group_uuid: configuration.work_group?.id,
  };
  return { type, setType, form, groups, save, remove, submit, initialValues };
}
