import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOOK_A_DEMO_URL } from '@huddle/domain/constants';
import { AUTH_MESSAGES, MAINTENANCE_TEXT, NOT_FOUND_TEXT } from '@huddle/domain/messages';
import { makeOrganization, makeUser } from '../test/fixtures';
import { mockFetch } from '../test/mock-fetch';
import { renderApp } from '../test/render';

describe('organization gate', () => {
  it('shows the landing page of an inactive organization', async () => {
    mockFetch({
      'GET /api/organizations/current': { body: makeOrganization({ active: false, display_name: 'Initech' }) },
    });
    renderApp('/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Initech' })).toBeTruthy();
    expect(screen.getByText(/isn't active/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a demo' }).getAttribute('href')).toBe(BOOK_A_DEMO_URL);
  });

  it('shows the maintenance page while MaintenanceMode is on, except to admins and on the sign-in page', async () => {
    mockFetch({
      'GET /api/organizations/current': { body: makeOrganization() },
      'GET /api/feature_flags': { body: { flags: { MaintenanceMode: true } } },
      'GET /api/users/current': { status: 401, body: { error: 'Unauthorized' } },
    });
    renderApp('/events');
    expect(await screen.findByText(MAINTENANCE_TEXT)).toBeTruthy();
    cleanup();
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText(MAINTENANCE_TEXT)).toBeNull();
  });

  it('lets a signed-in admin through maintenance (to switch it off), but not a user', async () => {
    mockFetch({
      'GET /api/organizations/current': { body: makeOrganization() },
      'GET /api/feature_flags': { body: { flags: { MaintenanceMode: true } } },
      'GET /api/users/current': { body: { user: makeUser('admin') } },
    });
    renderApp('/profile');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByText(MAINTENANCE_TEXT)).toBeNull();
    cleanup();
    mockFetch({
      'GET /api/organizations/current': { body: makeOrganization() },
      'GET /api/feature_flags': { body: { flags: { MaintenanceMode: true } } },
      'GET /api/users/current': { body: { user: makeUser() } },
    });
    renderApp('/profile');
    expect(await screen.findByText(MAINTENANCE_TEXT)).toBeTruthy();
  });

  it('asks for the organization on the bare domain', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, hostname: 'localhost', host: 'localhost:3000' });
    mockFetch({
      'GET /api/organizations/current': { status: 404, body: { error: 'Not found', code: 'no_subdomain' } },
      'GET /api/organizations/subdomain': ({ url }) =>
        url.searchParams.get('subdomain') === 'acme'
          ? { body: makeOrganization() }
          : { status: 404, body: { error: 'Not found' } },
    });
    renderApp('/');
    const field = await screen.findByLabelText('Subdomain', { selector: 'input' });

    fireEvent.change(field, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(AUTH_MESSAGES.organizationNotFound)).toBeTruthy();

    fireEvent.change(field, { target: { value: 'acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://acme.localhost:3000'));
  });

  it('shows the 404 page for an unknown subdomain', async () => {
    mockFetch({
      'GET /api/organizations/current': { status: 404, body: { error: 'Not found', code: 'unknown_organization' } },
    });
    renderApp('/login');
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeTruthy();
  });
});
