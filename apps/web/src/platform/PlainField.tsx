import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import {
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useContext,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

const FieldContext = createContext<{ id?: string; messageId?: string }>({});

/** What ties a control to its field: its id (the label's target) and the message that marks it. */
function useFieldControl() {
  const { id, messageId } = useContext(FieldContext);
  return { id, 'aria-invalid': messageId ? true : undefined, 'aria-describedby': messageId };
}

type FieldProps = { id: string; label: string; message?: string; children: ReactNode };

/**
 * A field of a plain form, laid out as antd's vertical Form.Item: the label, the control, and under
 * it the message that marks it, in the space the field keeps below it.
 */
export function PlainField({ id, label, message, children }: FieldProps) {
  const messageId = message ? `${id}_help` : undefined;
  return (
    <div className={message ? 'plain-field plain-field-error' : 'plain-field'}>
      <label htmlFor={id} className="plain-field-label">
        {label}
      </label>
      <FieldContext value={{ id, messageId }}>{children}</FieldContext>
      {message && (
        <div id={messageId} className="plain-field-message" role="alert">
          {message}
        </div>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>;

/** antd's Input for the plain kit: text, or an address or a phone number (their own keyboards). */
export function PlainInput({
  type = 'text',
  ...props
}: InputProps & { type?: 'text' | 'email' | 'tel' }) {
  return <input type={type} className="plain-input" {...useFieldControl()} {...props} />;
}

/** antd's Input.Password for the plain kit: a button shows or hides what was typed. */
export function PlainPasswordInput(props: InputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <span className="plain-input plain-input-affix">
      <input type={visible ? 'text' : 'password'} {...useFieldControl()} {...props} />
      <span className="plain-input-suffix">
        <button
          type="button"
          className="plain-password-toggle"
          aria-pressed={visible}
          aria-label={t(visible ? 'auth.password.hide' : 'auth.password.show')}
          // Keeps the focus (and the caret) in the box, as antd does.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible(!visible)}
        >
          {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      </span>
    </span>
  );
}

/** A file chooser for the plain kit, tied to its field as the other controls are. */
export function PlainFileInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>) {
  return <input type="file" className="plain-input plain-file" {...useFieldControl()} {...props} />;
}

/** antd's Input.TextArea for the plain kit. */
export function PlainTextArea(props: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return <textarea className="plain-input plain-textarea" {...useFieldControl()} {...props} />;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  options: readonly { value: string; label: string }[];
  /** The empty choice's text, when the field may be left unchosen or must be chosen first. */
  placeholder?: string;
};

/** antd's Select for the plain kit: the browser's own list, which phones show their way. */
export function PlainSelect({ options, placeholder, ...props }: SelectProps) {
  return (
    <select className="plain-input plain-select" {...useFieldControl()} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

type CheckProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  type?: 'checkbox' | 'radio';
  label: ReactNode;
};

/** antd's Checkbox or Radio for the plain kit: the box and its label, clickable as one. */
export function PlainCheck({ type = 'checkbox', label, id, ...props }: CheckProps) {
  return (
    <label className="plain-check" htmlFor={id}>
      <input type={type} id={id} {...props} />
      <span>{label}</span>
    </label>
  );
}
