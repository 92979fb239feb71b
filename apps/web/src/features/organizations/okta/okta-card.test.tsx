import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OKTA_MESSAGES } from '@huddle/domain/okta-schemas';
import { makeSettings, renderSettings, serveSettings } from '../routes/settings-test-helpers';

const connected = makeSettings({
  okta_enabled: true,
  okta_type: 'oidc',
  okta_client_id: '0oa-client',
  okta_issuer: 'https://acme.okta.com',
  okta_client_secret_set: true,
});

async function openCard(button: string) {
  renderSettings('/settings/integrations');
  const card = within(await screen.findByRole('region', { name: 'Okta' }));
  fireEvent.click(await card.findByRole('button', { name: button }));
  return { card, dialog: within(await screen.findByRole('dialog', { name: button })) };
}

const type = (dialog: ReturnType<typeof within>, label: RegExp, value: string) =>
  fireEvent.change(dialog.getByLabelText(label), { target: { value } });

describe('the Okta card', () => {
  it('checks the OIDC fields, then saves them trimmed', async () => {
    const { calls } = serveSettings({
      'PATCH /api/organizations/1': { body: { organization: connected, message: OKTA_MESSAGES.updated } },
    });
    const { card, dialog } = await openCard('Set up Okta');
    expect(card.queryByText('Connected')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(OKTA_MESSAGES.typeRequired)).toBeTruthy();

    fireEvent.click(dialog.getByRole('radio', { name: 'OIDC' }));
    type(dialog, /Issuer/, 'acme.okta.com');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(OKTA_MESSAGES.clientIdRequired)).toBeTruthy();
    expect(dialog.getByText(OKTA_MESSAGES.clientSecretRequired)).toBeTruthy();
    expect(dialog.getByText(OKTA_MESSAGES.issuerInvalid)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    type(dialog, /Client ID/, ' 0oa-client ');
    type(dialog, /Client secret/, ' s3cret ');
    type(dialog, /Issuer/, 'https://acme.okta.com ');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(OKTA_MESSAGES.updated)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      {
        organization: {
          okta_enabled: true,
          okta_type: 'oidc',
          force_okta_sign_in: false,
          okta_client_id: '0oa-client',
          okta_issuer: 'https://acme.okta.com',
          okta_client_secret: 's3cret',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await card.findByText('Connected')).toBeTruthy();
  });

  it('shows what to enter in Okta for SAML, copies it, and saves the metadata URL trimmed', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = serveSettings({
      'PATCH /api/organizations/1': { body: { organization: connected, message: OKTA_MESSAGES.updated } },
    });
    const { dialog } = await openCard('Set up Okta');
    fireEvent.click(dialog.getByRole('radio', { name: 'SAML' }));
    const acs = dialog.getByLabelText('Single sign-on URL (ACS)') as HTMLInputElement;
    const entity = dialog.getByLabelText('Audience URI (SP entity ID)') as HTMLInputElement;
    expect(acs.value).toBe(`${window.location.origin}/api/auth/okta/saml/acs`);
    expect(acs.readOnly).toBe(true);
    expect(entity.value).toBe(`${window.location.origin}/api/auth/okta/saml/metadata`);
    fireEvent.click(dialog.getByRole('button', { name: 'Copy Single sign-on URL (ACS)' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(acs.value));

    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(OKTA_MESSAGES.samlUrlRequired)).toBeTruthy();
    type(dialog, /Metadata URL/, ' https://acme.okta.com/app/x/sso/saml/metadata ');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(OKTA_MESSAGES.updated)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      {
        organization: {
          okta_enabled: true,
          okta_type: 'saml',
          force_okta_sign_in: false,
          okta_saml_url: 'https://acme.okta.com/app/x/sso/saml/metadata',
        },
      },
    ]);
  });

  it('keeps the stored secret when the field is left empty, and shows the server’s field errors', async () => {
    const { calls } = serveSettings({
      'GET /api/organizations/1': { body: { organization: connected } },
      'PATCH /api/organizations/1': {
        status: 422,
        body: {
          error: OKTA_MESSAGES.issuerInvalid,
          errors: { okta_issuer: [OKTA_MESSAGES.issuerInvalid] },
          code: 'validation',
        },
      },
    });
    const { card, dialog } = await openCard('Manage Okta');
    expect(card.getByText('Connected')).toBeTruthy();
    expect(dialog.getByText(OKTA_MESSAGES.secretHint)).toBeTruthy();
    expect((dialog.getByLabelText(/Client secret/) as HTMLInputElement).value).toBe('');
    fireEvent.click(dialog.getByRole('switch', { name: 'Force Okta sign-in' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(OKTA_MESSAGES.issuerInvalid)).toBeTruthy();
    const [sent] = calls.filter((c) => c.method === 'PATCH').map((c) => c.body as { organization: object });
    expect(sent!.organization).toMatchObject({ force_okta_sign_in: true, okta_client_id: '0oa-client' });
    expect(sent!.organization).not.toHaveProperty('okta_client_secret');
  });

  it('removes Okta after confirming', async () => {
    const { calls } = serveSettings({
      'GET /api/organizations/1': { body: { organization: connected } },
      'PATCH /api/organizations/1': { body: { organization: makeSettings(), message: OKTA_MESSAGES.removed } },
    });
    const { card, dialog } = await openCard('Manage Okta');
    fireEvent.click(dialog.getByRole('button', { name: 'Remove Okta' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove Okta?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(OKTA_MESSAGES.removed)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { organization: { okta_enabled: false } },
    ]);
    expect(await card.findByRole('button', { name: 'Set up Okta' })).toBeTruthy();
  });
});
