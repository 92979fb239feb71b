import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import { renderSettings, serveSettings } from '../routes/settings-test-helpers';

describe('RSVP links in mails (settings)', () => {
  it('resets every mailed RSVP link only after confirming', async () => {
    const { calls } = serveSettings({
      'POST /api/organizations/rotate_link_secret': { body: { message: COMMUNICATION_MESSAGES.linkSecretRotated } },
    });
    renderSettings('/settings');
    const card = within(await screen.findByRole('region', { name: 'RSVP links in mails' }));
    fireEvent.click(card.getByRole('button', { name: 'Reset RSVP links' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset RSVP links?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === '/api/organizations/rotate_link_secret')).toEqual([]);

    fireEvent.click(card.getByRole('button', { name: 'Reset RSVP links' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset links' }));
    expect(await screen.findByText(COMMUNICATION_MESSAGES.linkSecretRotated)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/organizations/rotate_link_secret')).toHaveLength(1);
  });
});
