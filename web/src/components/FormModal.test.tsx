import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { z } from 'zod';
import { changePasswordRequestSchema, GRADES, gradeSchema, MONTHS } from '@prayog/contract';
import { ApiError } from '../lib/api';
import { renderWithProviders } from '../test/render';
import { FormModal, type FormFieldSpec, type FormModalProps } from './FormModal';

// Shaped like a contract body: required text, enums, a coerced grade, optional and nullable fields, a default.
const monthlyReportSchema = z.object({
  id: z.number().int().optional(),
  title: z.string().min(3, 'Title must be at least 3 characters'),
  month: z.enum(MONTHS, { error: 'Choose a month' }),
  grade: gradeSchema,
  sessions: z.number().int().min(0, 'Sessions cannot be negative').optional(),
  report_date: z.iso.date('Enter a date'),
  notes: z.string().max(500).nullable(),
  link: z.url('Enter a full link, starting with https://').optional(),
  published: z.boolean().default(false),
});
type MonthlyReportSchema = typeof monthlyReportSchema;

const FIELDS: FormFieldSpec<'title' | 'month' | 'grade' | 'sessions' | 'report_date' | 'notes' | 'link' | 'published'>[] = [
  { name: 'title', label: 'Title', kind: 'text', placeholder: 'Report title' },
  { name: 'month', label: 'Month', kind: 'select', options: MONTHS },
  { name: 'grade', label: 'Grade', kind: 'select', options: GRADES.map((g) => ({ value: g, label: `Grade ${g}` })) },
  { name: 'sessions', label: 'Sessions held', kind: 'number' },
  { name: 'report_date', label: 'Report date', kind: 'date' },
  { name: 'notes', label: 'Notes', kind: 'textarea', description: 'Anything the school should know' },
  { name: 'link', label: 'Link', kind: 'url' },
  { name: 'published', label: 'Publish now', kind: 'checkbox' },
];

type Props = Partial<FormModalProps<MonthlyReportSchema, { id: number }>>;

/** Opens the modal the way a screen does: its own `opened` state, closed by onClose. */
function Harness(props: Props) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <p data-testid="state">{opened ? 'open' : 'closed'}</p>
      <FormModal<MonthlyReportSchema, { id: number }>
        opened={opened}
        onClose={() => setOpened(false)}
        title="Add Monthly Report"
        submitLabel="Save Changes"
        schema={monthlyReportSchema}
        fields={FIELDS}
        onSubmit={async () => ({ id: 1 })}
        {...props}
      />
    </>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const dialog = () => screen.getByRole('dialog', { name: 'Add Monthly Report' });

async function fillValid(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText(/^Title/), 'April visits');
  await user.selectOptions(screen.getByLabelText(/^Month/), 'April');
  await user.selectOptions(screen.getByLabelText(/^Grade/), 'Grade 8');
  await user.type(screen.getByLabelText(/^Sessions held/), '12');
  await user.type(screen.getByLabelText(/^Report date/), '2026-04-30');
}

describe('FormModal', () => {
  it('is a dialog named by its title, focuses the first field and marks the required fields', async () => {
    renderWithProviders(<Harness />);
    const modal = dialog();
    const title = within(modal).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());

    expect(title).toBeRequired();
    expect(within(modal).getByRole('combobox', { name: 'Month' })).toBeRequired();
    expect(within(modal).getByRole('combobox', { name: 'Grade' })).toBeRequired();
    expect(within(modal).getByLabelText(/^Report date/)).toBeRequired();
    // Optional, nullable and defaulted fields are not required.
    expect(within(modal).getByRole('textbox', { name: 'Sessions held' })).not.toBeRequired();
    expect(within(modal).getByRole('textbox', { name: 'Notes' })).not.toBeRequired();
    expect(within(modal).getByRole('textbox', { name: 'Notes' })).toHaveAccessibleDescription('Anything the school should know');
    expect(within(modal).getByLabelText(/^Link/)).not.toBeRequired();
    expect(within(modal).getByRole('checkbox', { name: 'Publish now' })).not.toBeRequired();
    // The visible asterisk.
    expect(within(modal).getAllByText('*').length).toBe(4);
  });

  it('shows every field error at once under its field and does not submit', async () => {
    const onSubmit = vi.fn(async () => ({ id: 1 }));
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Link/), 'not a link');
    await user.type(screen.getByLabelText(/^Sessions held/), '-2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('combobox', { name: 'Grade' })).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText(/^Report date/)).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText(/^Link/)).toHaveAccessibleDescription('Enter a full link, starting with https://');
    expect(screen.getByLabelText(/^Sessions held/)).toHaveAccessibleDescription('Sessions cannot be negative');
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(title).toHaveFocus();

    // The schema's own message for a value that is there but wrong.
    await user.type(title, 'Ab');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(title).toHaveAccessibleDescription('Title must be at least 3 characters');
  });

  it('submits the parsed values, shows the busy label meanwhile, then closes and calls onSuccess', async () => {
    const pending = deferred<{ id: number }>();
    const onSubmit = vi.fn(() => pending.promise);
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} onSuccess={onSuccess} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(onSubmit).toHaveBeenCalledWith({
      title: 'April visits', month: 'April', grade: 8, sessions: 12, report_date: '2026-04-30', notes: null, published: false,
    });
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second click while busy sends nothing more.
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('state')).toHaveTextContent('open');

    pending.resolve({ id: 42 });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'));
    expect(onSuccess).toHaveBeenCalledWith({ id: 42 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's detail and field errors, stays open, and lets the user try again", async () => {
    const onSuccess = vi.fn();
    const onSubmit = vi.fn()
      .mockRejectedValueOnce(new ApiError(400, {
        detail: 'title: A report for this month already exists',
        errors: [
          { field: 'title', message: 'A report for this month already exists' },
          { field: 'body.grade', message: 'Grade 8 is not taught at your school' },
          { field: 'school', message: 'School is closed' },
        ],
      }))
      .mockResolvedValueOnce({ id: 7 });
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} onSuccess={onSuccess} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const alert = await screen.findByRole('alert');
    // One error, shown once: the messages the server put on fields stand under them, not again in the alert; a
    // field error the form has no field for is listed in the alert.
    expect(alert).toHaveTextContent('school: School is closed');
    expect(alert).not.toHaveTextContent('A report for this month already exists');
    expect(alert).not.toHaveTextContent('Grade 8');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('A report for this month already exists');
    expect(screen.getByRole('combobox', { name: 'Grade' })).toHaveAccessibleDescription('Grade 8 is not taught at your school');
    expect(screen.getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute('aria-disabled');
    expect(dialog()).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'April visits (2)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ id: 7 }));
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
  });

  it('shows a server error once: in the form, with no toast beside it, and leaves earlier toasts alone', async () => {
    notifications.clean();
    // A screen that also raised a toast for the failure (the old Assign Homework did, prefixed 'Error:').
    const onSubmit = vi.fn(async () => {
      notifications.show({ color: 'red', message: 'Error: This quiz is already assigned to 7 A' });
      throw new ApiError(409, { detail: 'This quiz is already assigned to 7 A' });
    });
    const { user } = renderWithProviders(
      <>
        <Notifications />
        <Harness onSubmit={onSubmit} />
      </>,
    );
    // A background action's toast from before the submit stays.
    notifications.show({ color: 'red', message: 'Could not refresh the list.', autoClose: false });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByTestId('form-modal-error')).toHaveTextContent('This quiz is already assigned to 7 A');
    await waitFor(() => expect(screen.queryByText(/already assigned/, { selector: '.mantine-Notification-description' })).not.toBeInTheDocument());
    expect(screen.getAllByText(/This quiz is already assigned to 7 A/)).toHaveLength(1);
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();
    expect(screen.getByText('Could not refresh the list.')).toBeInTheDocument();
    notifications.clean();
  });

  it('shows the fallback when the failure has no detail', async () => {
    const { user } = renderWithProviders(<Harness onSubmit={() => Promise.reject(new TypeError('Failed to fetch'))} errorFallback="Could not save the report." />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save the report.');
    expect(dialog()).toBeInTheDocument();
  });

  it('starts a modify form from the current values and sends keys without a field as they are', async () => {
    const onSubmit = vi.fn(async () => ({ id: 5 }));
    const { user } = renderWithProviders(
      <Harness
        onSubmit={onSubmit}
        initialValues={{ id: 5, title: 'March visits', month: 'March', grade: 7, sessions: 4, report_date: '2026-03-31T00:00:00Z', notes: 'All good', published: true }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('March visits');
    expect(screen.getByRole('combobox', { name: 'Grade' })).toHaveValue('7');
    expect(screen.getByLabelText(/^Report date/)).toHaveValue('2026-03-31');
    expect(screen.getByRole('checkbox', { name: 'Publish now' })).toBeChecked();

    await user.clear(screen.getByRole('textbox', { name: 'Notes' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      id: 5, title: 'March visits', month: 'March', grade: 7, sessions: 4, report_date: '2026-03-31', notes: null, published: true,
    });
  });

  it('closes on Cancel without submitting', async () => {
    const onSubmit = vi.fn(async () => ({ id: 1 }));
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("works with a contract schema as it is, showing the contract's messages", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = renderWithProviders(
      <FormModal
        opened
        onClose={() => {}}
        title="Change Password"
        submitLabel="Change Password"
        schema={changePasswordRequestSchema}
        fields={[
          { name: 'current_password', label: 'Current Password', kind: 'password' },
          { name: 'new_password', label: 'New Password', kind: 'password' },
        ]}
        onSubmit={onSubmit}
      />,
    );
    const current = screen.getByLabelText(/^Current Password/);
    const next = screen.getByLabelText(/^New Password/);
    expect(current).toBeRequired();
    expect(next).toBeRequired();
    await user.type(next, 'abc');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(current).toHaveAccessibleDescription('This field is required');
    const tooShort = changePasswordRequestSchema.shape.new_password.safeParse('abc');
    expect(next).toHaveAccessibleDescription(tooShort.error?.issues[0].message ?? '');
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('shows a control of its own after the fields and checks the value it hands over through initialValues', async () => {
    const schema = z.object({ title: z.string().min(1), students: z.array(z.string()).min(1, 'Please select at least one student.') });
    const onSubmit = vi.fn(async () => ({ id: 1 }));
    function Picker() {
      const [students, setStudents] = useState<string[]>([]);
      return (
        <FormModal
          opened
          onClose={() => {}}
          title="Add Project"
          submitLabel="Save"
          schema={schema}
          fields={[{ name: 'title', label: 'Title', kind: 'text' }]}
          initialValues={{ students }}
          onSubmit={onSubmit}
        >
          <button type="button" onClick={() => setStudents(['asha.v'])}>Pick Asha</button>
        </FormModal>
      );
    }
    const { user } = renderWithProviders(<Picker />);
    await user.type(screen.getByLabelText(/Title/), 'Solar Car');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one student.');
    await user.click(screen.getByRole('button', { name: 'Pick Asha' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Solar Car', students: ['asha.v'] }));
  });

  it('lets one field fill another and rebuild its choices (onValuesChange); a choice no longer offered or disabled is cleared', async () => {
    const schema = z.object({ grade: gradeSchema, name: z.string(), slug: z.string(), quiz: z.coerce.number() });
    const QUIZZES = [{ id: 1, grade: 7, name: 'Gears (Grade 7)', takenBy: [] as number[] }, { id: 2, grade: 8, name: 'Motors (Grade 8)', takenBy: [] }, { id: 3, grade: 7, name: 'Taken (Grade 7)', takenBy: [7] }];
    function Dependent() {
      const [grade, setGrade] = useState<number | null>(null);
      const fields: FormFieldSpec<'grade' | 'name' | 'slug' | 'quiz'>[] = [
        { name: 'grade', label: 'Grade', kind: 'select', options: GRADES },
        { name: 'name', label: 'Name', kind: 'text' },
        { name: 'slug', label: 'Slug', kind: 'text' },
        { name: 'quiz', label: 'Quiz', kind: 'select', options: QUIZZES.filter((q) => q.grade === grade).map((q) => ({ value: q.id, label: q.name, disabled: q.takenBy.includes(grade ?? 0) })) },
      ];
      return (
        <FormModal opened onClose={() => {}} title="Dependent" submitLabel="Save" schema={schema} fields={fields} onSubmit={async () => null}
          onValuesChange={(values, previous, setValue) => {
            setGrade(values.grade === '' ? null : Number(values.grade));
            if (values.name !== previous.name) setValue('slug', String(values.name).toLowerCase());
          }} />
      );
    }
    const { user } = renderWithProviders(<Dependent />);
    await user.type(screen.getByTestId('field-name'), 'Ab');
    expect(screen.getByTestId('field-slug')).toHaveValue('ab');
    await user.selectOptions(screen.getByTestId('field-grade'), '7');
    const quiz = screen.getByTestId('field-quiz');
    expect(within(quiz).getAllByRole('option').slice(1).map((o) => [o.textContent, (o as HTMLOptionElement).disabled])).toEqual([['Gears (Grade 7)', false], ['Taken (Grade 7)', true]]);
    await user.selectOptions(quiz, '1');
    // Grade 8 has no quiz 1: the choice is cleared rather than sent.
    await user.selectOptions(screen.getByTestId('field-grade'), '8');
    await waitFor(() => expect(quiz).toHaveValue(''));
  });

  it('takes a moment in the local time of the person and sends it as an ISO moment; a modify form shows it in local time', async () => {
    const schema = z.object({ discovered_at: z.iso.datetime({ offset: true, error: 'Give a time' }) });
    const onSubmit = vi.fn(async () => undefined);
    const { user } = renderWithProviders(
      <FormModal opened onClose={() => undefined} title="Record" submitLabel="Save" schema={schema}
        fields={[{ name: 'discovered_at', label: 'Became known', kind: 'datetime' }]} onSubmit={onSubmit} />,
    );
    const input = screen.getByLabelText(/Became known/) as HTMLInputElement;
    expect(input.type).toBe('datetime-local');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await user.type(input, '2026-11-29T10:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ discovered_at: new Date('2026-11-29T10:30').toISOString() }));
  });

  it('shows an ISO moment given as a starting value in the local time, to the minute', () => {
    const schema = z.object({ at: z.iso.datetime({ offset: true }) });
    const at = new Date(2026, 10, 29, 9, 5);
    renderWithProviders(
      <FormModal opened onClose={() => undefined} title="Modify" submitLabel="Save" schema={schema}
        fields={[{ name: 'at', label: 'At', kind: 'datetime' }]} initialValues={{ at: at.toISOString() }} onSubmit={async () => undefined} />,
    );
    expect((screen.getByLabelText(/^At/) as HTMLInputElement).value).toBe('2026-11-29T09:05');
  });
});
