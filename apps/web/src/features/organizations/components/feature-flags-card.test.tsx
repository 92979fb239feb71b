import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AI_NOT_CONFIGURED_REASON } from '@huddle/domain/ai-schemas';
import { renderSettings, serveSettings } from '../routes/settings-test-helpers';

const aiDefinition = (extra: Record<string, unknown>) => ({
  key: 'ai-generate-event',
  label: 'AI event generator',
  description: 'Organizers draft events with an AI assistant from a description, event type and tones.',
  ...extra,
});

describe('feature flags card: the AI event generator', () => {
  it('is off and disabled with the reason when the server has no model', async () => {
    serveSettings({
      'GET /api/feature_flags': {
        body: {
          flags: { 'ai-generate-event': false },
          definitions: [aiDefinition({ enabled: false, unavailable: AI_NOT_CONFIGURED_REASON })],
        },
      },
    });
    renderSettings('/settings');
    const toggle = (await screen.findByRole('switch', { name: 'AI event generator' })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(true));
    expect(toggle.checked).toBe(false);
    expect(screen.getByText(new RegExp(AI_NOT_CONFIGURED_REASON.replace(/[()]/g, '\\$&')))).toBeTruthy();
  });

  it('shows admins how many generations ran', async () => {
    serveSettings({
      'GET /api/feature_flags': {
        body: { flags: { 'ai-generate-event': true }, definitions: [aiDefinition({ enabled: true })] },
      },
      'POST /graphql': { body: { data: { aiEventGenerationUsage: { total: 12, last30Days: 5 } } } },
    });
    renderSettings('/settings');
    expect(await screen.findByText(/5 generations in the last 30 days \(12 in all\)\./)).toBeTruthy();
    const toggle = (await screen.findByRole('switch', { name: 'AI event generator' })) as HTMLInputElement;
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(toggle.disabled).toBe(false);
  });
});
