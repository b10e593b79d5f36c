import { errorCatalogue, localUserName, type UserDto, UserInput } from '@custodia/contracts';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../platform/EntityForm.tsx';
import { labelOptions } from '../platform/labelOptions.ts';
import { paths } from '../platform/paths.ts';
import { documentTypeLabels, userTypeLabels } from './userLabels.ts';

/** Uniqueness refusals (spec §5: user name, document and e-mail are unique) and their fields. */
const conflictFields = {
  [errorCatalogue.userNameTaken.code]: 'user_name',
  [errorCatalogue.documentTaken.code]: 'document_reference',
  [errorCatalogue.emailTaken.code]: 'email',
} satisfies Record<number, keyof UserInput>;

type Props = {
  /** The user being edited; none when creating one. */
  user?: UserDto;
  /** The company domain the server appends to the user name. */
  domain: string;
  saving: boolean;
  onSubmit(input: UserInput): Promise<unknown>;
};

/** One form for creating and editing a user; the user name is typed and shown without @domain. */
export function UserForm({ user, domain, saving, onSubmit }: Props) {
  const { t } = useTranslation();

  const initialValues = user && {
    user_name: localUserName(user.user_name),
    first_name: user.first_name,
    last_name: user.last_name,
    document_type: user.document_type,
    document_reference: user.document_reference,
    email: user.email,
    phone: user.phone,
    user_type: user.user_type,
  };

  return (
    <EntityForm
      schema={UserInput}
      name="user"
      initialValues={initialValues}
      conflictFields={conflictFields}
      saving={saving}
      onSubmit={onSubmit}
      submitTestId="user-form-submit"
      cancelTo={paths.userList}
    >
      <Form.Item name="user_name" label={t('users.fields.userName')} required>
        <Input suffix={`@${domain}`} autoComplete="off" data-testid="user-form-user-name" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="first_name" label={t('users.fields.firstName')} required>
            <Input autoComplete="off" data-testid="user-form-first-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="last_name" label={t('users.fields.lastName')} required>
            <Input autoComplete="off" data-testid="user-form-last-name" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="document_type" label={t('users.fields.documentType')} required>
            <Select
              options={labelOptions(documentTypeLabels, t)}
              data-testid="user-form-document-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="document_reference" label={t('users.fields.documentReference')} required>
            <Input autoComplete="off" data-testid="user-form-document-reference" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('users.fields.email')} required>
            <Input type="email" autoComplete="off" data-testid="user-form-email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('users.fields.phone')} required>
            <Input type="tel" autoComplete="off" data-testid="user-form-phone" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="user_type" label={t('users.fields.userType')} required>
        <Select options={labelOptions(userTypeLabels, t)} data-testid="user-form-user-type" />
      </Form.Item>
    </EntityForm>
  );
}
