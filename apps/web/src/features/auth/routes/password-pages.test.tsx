import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { makeUser } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { AdminSignUpPage } from './admin-sign-up-page';
import { ChangePasswordPage } from './change-password-page';
import { ResetPasswordPage } from './reset-password-page';

const input = (label: RegExp | string) => screen.getByLabelText(label, { selector: 'input' });

describe('reset password', () => {
  it('always answers with the neutral message', async () => {
    const { calls } = mockFetch({ 'POST /api/users/reset_password': { status: 500, body: { error: 'boom' } } });
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    fireEvent.change(input('Email'), { target: { value: 'someone@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetNeutral)).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ email: 'someone@acme.test', organization_id: 1 });
  });
});

describe('change password', () => {
  it('changes the password with the token and links to sign in', async () => {
    const { calls } = mockFetch({
      'POST /api/users/change_password': { body: { message: AUTH_MESSAGES.passwordChanged } },
    });
    renderWithProviders(<ChangePasswordPage />, { route: '/change-password?token=tok' });
    fireEvent.change(input(/^New password/), { target: { value: 'Password1!' } });
    fireEvent.change(input(/^Confirm new password/), { target: { value: 'Password1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordChanged)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(calls[0]?.body).toEqual({ password: 'Password1!', password_confirmation: 'Password1!', token: 'tok' });
  });

  it("shows the server's message for an invalid token", async () => {
    mockFetch({ 'POST /api/users/change_password': { status: 422, body: { error: AUTH_MESSAGES.resetLinkInvalid } } });
    renderWithProviders(<ChangePasswordPage />, { route: '/change-password?token=old' });
    fireEvent.change(input(/^New password/), { target: { value: 'Password1!' } });
    fireEvent.change(input(/^Confirm new password/), { target: { value: 'Password1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetLinkInvalid)).toBeTruthy();
  });
});

describe('admin sign-up', () => {
  it('posts the onboard code to /api/admins and goes to /settings', async () => {
    const { calls } = mockFetch({ 'POST /api/admins': { body: { user: makeUser('admin'), token: 't' } } });
    renderWithProviders(<AdminSignUpPage />, { route: '/admin/sign-up?onboard_code=code-1' });
    fireEvent.change(input(/^First name/), { target: { value: 'Ada' } });
    fireEvent.change(input(/^Last name/), { target: { value: 'Admin' } });
    fireEvent.change(input(/^Email/), { target: { value: 'ada@acme.test' } });
    fireEvent.change(input(/^Password/), { target: { value: 'Password1!' } });
    fireEvent.change(input(/^Confirm password/), { target: { value: 'Password1!' } });
    fireEvent.click(screen.getByLabelText(/terms and conditions/));
    fireEvent.click(screen.getByRole('button', { name: 'Create admin account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings'));
    expect(calls[0]?.body).toMatchObject({ onboard_code: 'code-1', organization_id: 1, email: 'ada@acme.test' });
  });

  it('explains that a code is needed', () => {
    mockFetch({});
    renderWithProviders(<AdminSignUpPage />, { route: '/admin/sign-up' });
    expect(screen.getByText(AUTH_MESSAGES.onboardCodeInvalid)).toBeTruthy();
  });
});
