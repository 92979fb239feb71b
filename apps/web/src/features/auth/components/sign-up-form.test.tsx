import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { SignUpPage } from '../routes/sign-up-page';

function chip(id: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  const item = list.querySelector<HTMLElement>(`li[data-rule="${id}"]`);
  if (!item) throw new Error(`no chip ${id}`);
  return item;
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

function fillValidForm() {
  fill(/^first name/i, 'Ada');
  fill(/^last name/i, 'Lovelace');
  fill(/^email/i, 'ada@acme.test');
  fill(/^password/i, 'Password1!');
  fill(/^confirm password/i, 'Password1!');
  fireEvent.click(screen.getByLabelText(/terms and conditions/i));
}

describe('sign-up form', () => {
  it('turns password rule chips on as the password is typed', () => {
    mockFetch({});
    renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    expect(chip('length').dataset.met).toBe('false');
    expect(chip('uppercase').dataset.met).toBe('false');

    fill(/^password/i, 'abc');
    expect(chip('lowercase').dataset.met).toBe('true');
    expect(chip('uppercase').dataset.met).toBe('false');
    expect(within(chip('lowercase')).getByText(/\(met\)/)).toBeTruthy();

    fill(/^password/i, 'Abcdefg1!');
    for (const id of ['length', 'uppercase', 'lowercase', 'number', 'special']) {
      expect(chip(id).dataset.met).toBe('true');
    }
  });

  it('shows the invalid email and mismatched password messages', async () => {
    const { calls } = mockFetch({});
    renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    fill(/^first name/i, 'Ada');
    fill(/^last name/i, 'Lovelace');
    fill(/^email/i, 'not-an-email');
    fill(/^password/i, 'Password1!');
    fill(/^confirm password/i, 'Password2!');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('You must enter a valid email address')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the check-your-email step after signing up', async () => {
    const { calls } = mockFetch({
      'POST /api/users': { status: 201, body: { message: AUTH_MESSAGES.verificationSent } },
    });
    renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/users',
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@acme.test',
        organization_id: 1,
        password: 'Password1!',
        password_confirmation: 'Password1!',
      },
    });
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('maps server errors as the spec says', async () => {
    let answer: { status: number; body: unknown } = { status: 409, body: { error: 'taken' } };
    mockFetch({ 'POST /api/users': () => answer });
    renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    fillValidForm();
    const submit = screen.getByRole('button', { name: 'Create account' });

    fireEvent.click(submit);
    expect(await screen.findAllByText(AUTH_MESSAGES.emailInUse)).not.toHaveLength(0);

    answer = { status: 422, body: { errors: { password_confirmation: ['no match'] } } };
    fireEvent.click(submit);
    expect(await screen.findAllByText(AUTH_MESSAGES.passwordConfirmationMismatch)).not.toHaveLength(0);

    answer = { status: 422, body: { errors: { email: ['Email domain is not allowed here'] } } };
    fireEvent.click(submit);
    expect(await screen.findByText('Email domain is not allowed here')).toBeTruthy();

    answer = { status: 500, body: { error: 'boom' } };
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByText(AUTH_MESSAGES.invalidCredentials)).toBeTruthy());
  });

  it('shows the words of the refusals it knows by code, and the generic text for the same words without one', async () => {
    let answer: { status: number; body: unknown } = {
      status: 403,
      body: { error: AUTH_MESSAGES.forceOkta, code: 'sso_required' },
    };
    mockFetch({ 'POST /api/users': () => answer });
    renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    fillValidForm();
    const submit = screen.getByRole('button', { name: 'Create account' });
    fireEvent.click(submit);
    expect(await screen.findAllByText(AUTH_MESSAGES.forceOkta)).not.toHaveLength(0);

    answer = { status: 403, body: { error: AUTH_MESSAGES.forceOkta, code: 'forbidden' } };
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByText(AUTH_MESSAGES.invalidCredentials)).toBeTruthy());
  });

  it('says "not authorized for this organization" when the server answers Unauthorized access', async () => {
    mockFetch({
      'POST /api/users': {
        status: 401,
        body: { error: AUTH_MESSAGES.unauthorizedAccess, code: 'organization_mismatch' },
      },
    });
    renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(AUTH_MESSAGES.notAuthorizedForOrganization)).toBeTruthy();
    expect(screen.queryByText(AUTH_MESSAGES.invalidCredentials)).toBeNull();
    expect(screen.queryByText(AUTH_MESSAGES.unauthorizedAccess)).toBeNull();
  });
});
