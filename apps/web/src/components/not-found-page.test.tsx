import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT } from '@huddle/domain/messages';
import { makeOrganization } from '../test/fixtures';
import { mockFetch } from '../test/mock-fetch';
import { renderApp, renderWithProviders } from '../test/render';
import { NotFoundPage } from './not-found-page';

describe('404 page', () => {
  it('says the page was moved and offers Go back and Go to events', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to events' }));
    expect(screen.getByTestId('location').textContent).toBe('/events');
    expect(document.title).toBe('Page not found · Huddle');
  });

  it('is what unknown paths show', async () => {
    mockFetch({
      'GET /api/organizations/current': { body: makeOrganization() },
      'GET /api/feature_flags': { body: { flags: {} } },
      'GET /api/users/current': { status: 401, body: { error: 'Unauthorized' } },
    });
    renderApp('/no/such/page');
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/no/such/page'));
  });
});
