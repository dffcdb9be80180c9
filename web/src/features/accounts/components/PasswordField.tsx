import { useId } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput shows its error but does not tie it to the input (no aria-invalid or
 * aria-describedby, unlike TextInput); screen readers need both to read the error with the field.
 */
export function PasswordField(props: PasswordInputProps) {
  const generated = useId();
  const id = props.id ?? generated;
  const described = [props.error ? `${id}-error` : null, props.description ? `${id}-description` : null].filter(Boolean).join(' ');
  return <PasswordInput {...props} id={id} aria-invalid={props.error ? true : undefined} aria-describedby={described || undefined} />;
}
