import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { fieldA11y } from '@/components/ui/field-a11y';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

/** What <Field> shows around the control; `fieldClassName` styles that wrapper, `className` the control. */
type FieldFrame = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  fieldClassName?: string;
  /** Shown right under the control, above the hint or the error (a retry, a note). */
  after?: ReactNode;
};

/**
 * A form control in its <Field>: label, the control tied to its error message for screen readers,
 * then the hint or the error. The other props (`register(...)`, type, autoComplete…) go to the control.
 */
function withField<P extends object>(Control: ComponentType<P>) {
  function ControlField(props: FieldFrame & Omit<P, 'id'>) {
    const { id, label, error, hint, fieldClassName, after, ...control } = props;
    return (
      <Field id={id} label={label} error={error} hint={hint} className={fieldClassName}>
        <Control {...fieldA11y(id, error)} {...(control as unknown as P)} />
        {after}
      </Field>
    );
  }
  return ControlField;
}

export const InputField = withField<ComponentProps<typeof Input>>(Input);
export const PasswordField = withField<ComponentProps<typeof PasswordInput>>(PasswordInput);
export const SelectField = withField<ComponentProps<typeof Select>>(Select);
export const TextareaField = withField<ComponentProps<typeof Textarea>>(Textarea);
