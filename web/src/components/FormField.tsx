import { Checkbox, FileInput, NativeSelect, NumberInput, PasswordInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { optionsOf, type FormFieldSpec, type RawValues } from './form-values';

interface FormFieldProps {
  field: FormFieldSpec;
  form: UseFormReturnType<RawValues>;
  required: boolean;
  /** The modal focuses this field when it opens. */
  autoFocus?: boolean;
}

/** One input of a FormModal, drawn by its kind; label, description, required mark and error come with it. */
export function FormField({ field, form, required, autoFocus }: FormFieldProps) {
  const { t } = useTranslation('components');
  const common = {
    label: field.label,
    description: field.description,
    placeholder: field.placeholder,
    name: field.name,
    required,
    autoComplete: field.autoComplete,
    'data-autofocus': autoFocus || undefined,
    'data-testid': `field-${field.name}`,
  };
  const props = form.getInputProps(field.name);

  switch (field.kind) {
    case 'textarea':
      return <Textarea {...common} {...props} autosize minRows={3} maxRows={10} />;
    case 'number':
      return <NumberInput {...common} {...props} inputMode="decimal" />;
    case 'select':
      return (
        <NativeSelect
          {...common}
          {...props}
          data={[
            { value: '', label: field.placeholder ?? t('form.choose'), disabled: required },
            ...optionsOf(field.options).map((option) => ({ value: String(option.value), label: option.label, disabled: option.disabled })),
          ]}
        />
      );
    case 'date':
      return <TextInput {...common} {...props} type="date" />;
    case 'datetime':
      return <TextInput {...common} {...props} type="datetime-local" />;
    case 'password':
      return <PasswordInput {...common} {...props} />;
    case 'url':
      return <TextInput {...common} {...props} type="url" inputMode="url" />;
    case 'email':
      return <TextInput {...common} {...props} type="email" inputMode="email" />;
    case 'file':
      return <FileInput {...common} {...props} placeholder={field.placeholder ?? t('form.chooseFile')} accept={field.accept} clearable />;
    case 'checkbox':
      return (
        <Checkbox
          {...form.getInputProps(field.name, { type: 'checkbox' })}
          label={field.label}
          description={field.description}
          name={field.name}
          required={required}
          data-autofocus={autoFocus || undefined}
          data-testid={`field-${field.name}`}
        />
      );
    default:
      return <TextInput {...common} {...props} />;
  }
}
