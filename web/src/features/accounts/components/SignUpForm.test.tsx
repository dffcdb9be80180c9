import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, json, testNotice, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { SignUpForm } from './SignUpForm';

/** The school choices, the privacy notice (version 3), and `registered` as the answer to a sign-up. */
const serve = (registered: object, register: () => Response = () => json(registered, 201)) => fakeApi(({ path }) => {
  if (path === '/api/school_dashboard/school-choices/') return json({ schools: [{ value: 'abl', label: 'ABL School' }] });
  if (path === '/api/privacy/notice/') return json(testNotice(3));
  return path === '/api/account/register/' ? register() : undefined;
});
const acceptNotice = (user: { click(el: Element): Promise<void> }) => user.click(screen.getByRole('checkbox', { name: 'I have read the privacy notice' }));
const registersOf = (calls: SeenCall[]) => calls.filter((c) => c.path === '/api/account/register/');

describe('SignUpForm', () => {
  let calls: SeenCall[];
  beforeEach(() => {
    calls = serve({ message: 'Your account is ready. You can sign in now.', username: 'new.teacher', role: 'teacher', approval_status: 'pending', school: 'ABL School' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the success banner away as soon as the form is filled in again', async () => {
    const { user } = renderWithProviders(<SignUpForm active />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Role/ }), 'school');
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'new.school');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'new.school@school.example');
    await user.type(screen.getByLabelText(/^Password/), 'learning-is-fun');
    await screen.findByRole('option', { name: 'ABL School' });
    await user.selectOptions(screen.getByRole('combobox', { name: /School Name/ }), 'abl');
    await acceptNotice(user);
    await user.click(screen.getByTestId('signup-submit'));

    expect(await screen.findByTestId('signup-message')).toHaveTextContent('Your account is ready. You can sign in now.');
    expect(screen.getByTestId('signup-submit')).toHaveTextContent('Registration Successful');
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'a');
    expect(screen.queryByTestId('signup-message')).not.toBeInTheDocument();
  });

  it('lets a student leave the school out: the join code names it, and the answer shows which (issue 28, item 5)', async () => {
    calls = serve({ message: 'Registration successful. You can sign in now.', username: 'new.learner', role: 'student', approval_status: 'approved', school: 'ABL School' });
    const { user } = renderWithProviders(<SignUpForm active />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Role/ }), 'student');
    const school = screen.getByRole('combobox', { name: /School Name/ });
    expect(school).not.toBeRequired();
    expect(school.closest('.mantine-InputWrapper-root')?.textContent).not.toContain('*');
    await screen.findByRole('option', { name: 'ABL School' });
    expect(school).toHaveAccessibleDescription('Optional: your join code already tells us your school.');
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'new.learner');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'new.learner@school.example');
    await user.type(screen.getByLabelText(/^Password/), 'learning-is-fun');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ishaan Mehta');
    await user.selectOptions(screen.getByRole('combobox', { name: /Grade/ }), '6');
    await user.type(screen.getByRole('textbox', { name: /Join Code/ }), 'k7qm4xpa');
    await acceptNotice(user);
    await user.click(screen.getByTestId('signup-submit'));

    expect(await screen.findByTestId('signup-school')).toHaveTextContent('Your school: ABL School');
    const sent = registersOf(calls)[0].body as Record<string, unknown>;
    expect(sent.join_code).toBe('K7QM4XPA');
    expect(sent.school).toBeUndefined();
    expect(sent.privacy_notice_version).toBe(3);
  });

  it('asks for the privacy notice to be read and ticked, shows it, and has it read again when it changed meanwhile', async () => {
    calls = serve({}, () => json({ detail: 'The privacy notice has changed since this page opened. Please read the current version.', message: 'The privacy notice has changed since this page opened. Please read the current version.' }, 409));
    const { user } = renderWithProviders(<SignUpForm active />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Role/ }), 'school');
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'new.school');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'new.school@school.example');
    await user.type(screen.getByLabelText(/^Password/), 'learning-is-fun');
    await screen.findByRole('option', { name: 'ABL School' });
    await user.selectOptions(screen.getByRole('combobox', { name: /School Name/ }), 'abl');
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Please read the privacy notice and tick the box.')).toBeInTheDocument();
    expect(registersOf(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Read the privacy notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy notice' });
    expect(dialog).toHaveTextContent('Your school is the data fiduciary.');
    expect(dialog).toHaveTextContent('Version 3');

    await acceptNotice(user);
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByTestId('signup-error')).toHaveTextContent('The privacy notice has changed');
    expect(screen.getByRole('checkbox', { name: 'I have read the privacy notice' })).not.toBeChecked();
  });

  it("keeps the Sign Up button in a bar of its own at the form's bottom, and focuses the first field in error", async () => {
    const { user } = renderWithProviders(<SignUpForm active />);
    const bar = screen.getByTestId('signup-actions');
    expect(bar).toContainElement(screen.getByTestId('signup-submit'));
    expect(bar).toHaveStyle({ position: 'sticky' });
    // A username too short for the contract: the form's own check refuses, and that field takes the focus.
    await user.selectOptions(screen.getByRole('combobox', { name: /Role/ }), 'school');
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'ab');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'new.school@school.example');
    await user.type(screen.getByLabelText(/^Password/), 'learning-is-fun');
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveFocus();
    expect(registersOf(calls)).toEqual([]);
  });
});
