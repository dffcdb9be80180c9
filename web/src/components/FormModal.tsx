import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, List, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api';
import { dropErrorToastsSince, toastIds } from '../lib/toasts';
import { FormField } from './FormField';
import {
  emptyFields, initialRawValues, isRequired, optionsOf, placeServerErrors, sortIssues, toSchemaInput,
  type FormFieldSpec, type ObjectSchema, type RawValue, type RawValues,
} from './form-values';

export type { FormFieldSpec, FormFieldKind, RawValue, RawValues, SelectOption } from './form-values';

/** The keys of a schema's object shape: what a field's `name` may be. */
export type SchemaField<S extends ObjectSchema> = Extract<keyof S['shape'], string>;

export interface FormModalProps<S extends ObjectSchema, R = unknown> {
  opened: boolean;
  /** Called to close (Cancel, Escape, the close button, and after a successful submit). */
  onClose: () => void;
  /** The spec's title ('Add Monthly Report'); also the dialog's accessible name. */
  title: string;
  /** The spec's submit text ('Save Changes'). */
  submitLabel: string;
  /** Shown on the submit button while `onSubmit` runs (default 'Saving...'). */
  busyLabel?: string;
  cancelLabel?: string;
  /** The contract's schema of the request body: validation, required marks and the submitted values come from it. */
  schema: S;
  /** The fields shown, in order. Keys of the schema without a field are taken from `initialValues`. */
  fields: readonly FormFieldSpec<SchemaField<S>>[];
  /** A modify form's current values (and any keys without a field, such as an id). */
  initialValues?: Partial<z.input<S>>;
  /** Sends the parsed values; a rejection keeps the modal open and shows the error. */
  onSubmit: (values: z.output<S>) => Promise<R>;
  /** After a successful submit, once the modal is closed: refresh the list here. */
  onSuccess?: (result: R) => void;
  /** Shown when the submit fails without a server detail (default 'Could not save. Please try again.'). */
  errorFallback?: string;
  size?: string;
  testId?: string;
  /**
   * Told every change of the inputs' values, with the values before and a setter: a form whose choices depend on another
   * field (the assign dialog's quizzes on the chosen class) rebuilds its `fields` from them, and one field can fill
   * another (a slug from the name). There, a select whose value is no longer offered is cleared.
   */
  onValuesChange?: (values: RawValues, previous: RawValues, setValue: (name: string, value: RawValue) => void) => void;
  /**
   * A control no field kind covers (a student picker), shown after the fields. It keeps its own state and hands
   * its value to the form through `initialValues` (read again at submit), so the schema still checks it.
   */
  children?: ReactNode;
}

/**
 * A modal form driven by a contract schema: every field error at once under its field, the server's
 * detail and field errors after a failed submit, a busy label while sending; closes only on success.
 */
export function FormModal<S extends ObjectSchema, R = unknown>(props: FormModalProps<S, R>) {
  const { opened, onClose, title, size = 'lg', testId = 'form-modal' } = props;
  const { t } = useTranslation('components');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : onClose}
      title={title}
      size={size}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      data-testid={testId}
    >
      {/* Mounted only while open, so every opening starts from the initial values. */}
      {opened && <FormModalBody {...props} busy={busy} setBusy={setBusy} />}
    </Modal>
  );
}

interface BodyProps<S extends ObjectSchema, R> extends FormModalProps<S, R> {
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function FormModalBody<S extends ObjectSchema, R>(props: BodyProps<S, R>) {
  const { schema, fields, initialValues, onSubmit, onSuccess, onClose, submitLabel, busyLabel, cancelLabel, errorFallback, busy, setBusy, testId = 'form-modal', children, onValuesChange } = props;
  const { t } = useTranslation('components');
  const initial = initialValues as Record<string, unknown> | undefined;
  const names = useMemo(() => new Set<string>(fields.map((field) => field.name)), [fields]);
  const required = useMemo(() => new Set(fields.filter((field) => isRequired(schema, field)).map((field) => field.name)), [schema, fields]);
  const setValueRef = useRef<(name: string, value: RawValue) => void>(() => {});
  const form = useForm<RawValues>({
    mode: 'controlled', initialValues: initialRawValues(fields, initial),
    onValuesChange: onValuesChange && ((values, previous) => onValuesChange(values, previous, setValueRef.current)),
  });
  useEffect(() => { setValueRef.current = (name, value) => form.setFieldValue(name, value); });

  // In a form with dependent choices (onValuesChange), a select's value that its changed options no longer offer, or
  // offer disabled, is cleared rather than sent. Other forms keep a stored value their options lack (a modify form).
  const { values: currentValues, setFieldValue } = form;
  const dependent = onValuesChange !== undefined;
  useEffect(() => {
    if (!dependent) return;
    for (const field of fields) {
      if (field.kind !== 'select') continue;
      const value = currentValues[field.name];
      if (value === '' || value === null || value === undefined) continue;
      const offered = optionsOf(field.options).find((option) => String(option.value) === String(value));
      if (!offered || offered.disabled) setFieldValue(field.name as string, '' as RawValue);
    }
  }, [dependent, fields, currentValues, setFieldValue]);
  const [formError, setFormError] = useState<{ message: string | null; more: string[] } | null>(null);

  // After a failed attempt the first field in error gets the focus, so keyboard and screen-reader users land on it.
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = schema.safeParse(toSchemaInput(schema, fields, form.values, initial));
    if (!parsed.success) {
      const sorted = sortIssues(parsed.error.issues, {
        names, required, empty: emptyFields(fields, form.values), requiredText: t('form.required'),
      });
      form.setErrors(sorted.fields);
      if (sorted.form.length) setFormError({ message: null, more: sorted.form });
      setAttempts((n) => n + 1);
      return;
    }
    form.clearErrors();
    setBusy(true);
    const toastsBefore = toastIds();
    let result: R;
    try {
      result = await onSubmit(parsed.data as z.output<S>);
    } catch (error) {
      setBusy(false);
      // One error, shown once: here in the form, never also as a toast the screen raised for the same failure.
      dropErrorToastsSince(toastsBefore);
      const fallback = errorFallback ?? t('form.failed');
      if (isApiError(error)) {
        const placed = placeServerErrors(error.fieldErrors, names);
        form.setErrors(placed.fields);
        if (Object.keys(placed.fields).length > 0) {
          // The server named the fields: their messages stand under them; the alert lists only what has no field.
          setFormError(placed.form.length ? { message: null, more: placed.form } : null);
        } else {
          const message = error.detail ?? fallback;
          setFormError({ message, more: placed.form.filter((line) => line !== message) });
        }
      } else {
        setFormError({ message: fallback, more: [] });
      }
      setAttempts((n) => n + 1);
      return;
    }
    setBusy(false);
    onClose();
    onSuccess?.(result);
  };

  return (
    <form ref={formRef} onSubmit={(event) => void handleSubmit(event)} noValidate aria-busy={busy || undefined} data-testid={`${testId}-form`}>
      <Stack gap="sm">
        {formError && (
          <Alert color="red" variant="light" role="alert" data-testid={`${testId}-error`}>
            {formError.message}
            {formError.more.length > 0 && (
              <List size="sm" mt={formError.message ? 'xs' : 0}>
                {formError.more.map((line) => <List.Item key={line}>{line}</List.Item>)}
              </List>
            )}
          </Alert>
        )}
        {fields.map((field, index) => (
          <FormField key={field.name} field={field} form={form} required={required.has(field.name)} autoFocus={index === 0} />
        ))}
        {children}
        <Group justify="flex-end" gap="sm" mt="xs" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={busy} data-testid={`${testId}-cancel`}>
            {cancelLabel ?? t('form.cancel')}
          </Button>
          {/* data-disabled rather than disabled: the button keeps the focus while busy. */}
          <Button type="submit" data-disabled={busy || undefined} aria-disabled={busy || undefined} data-testid={`${testId}-submit`}>
            {busy ? (busyLabel ?? t('form.saving')) : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
