import { describe, expect, it } from 'vitest';
import { composerPath, parseComposerRoute } from './composer-route';

const methods = ['email', 'calendar'] as const;

describe('composer route', () => {
  it('reads the plain page, a new and a saved communication', () => {
    expect(parseComposerRoute({}, methods)).toEqual({ kind: 'none' });
    expect(parseComposerRoute({ type: 'invitation', method: 'email' }, methods)).toEqual({
      kind: 'composer',
      type: 'invitation',
      method: 'email',
      commId: null,
    });
    expect(parseComposerRoute({ type: 'message', method: 'calendar', commId: '42' }, methods)).toEqual({
      kind: 'composer',
      type: 'message',
      method: 'calendar',
      commId: 42,
    });
  });

  it('refuses unknown types, methods not offered and bad ids', () => {
    expect(parseComposerRoute({ type: 'survey', method: 'email' }, methods).kind).toBe('invalid');
    expect(parseComposerRoute({ type: 'invitation' }, methods).kind).toBe('invalid');
    expect(parseComposerRoute({ type: 'invitation', method: 'slack' }, methods).kind).toBe('invalid');
    expect(parseComposerRoute({ type: 'invitation', method: 'email', commId: '0' }, methods).kind).toBe('invalid');
    expect(parseComposerRoute({ type: 'invitation', method: 'email', commId: '1e3' }, methods).kind).toBe('invalid');
    expect(parseComposerRoute({ type: 'invitation', method: 'email', commId: '9999999999' }, methods).kind).toBe(
      'invalid',
    );
  });

  it('writes the paths', () => {
    expect(composerPath(12, 'invitation', 'email')).toBe('/event/12/communications/invitation/email');
    expect(composerPath(12, 'message', 'calendar', '7')).toBe('/event/12/communications/message/calendar/7');
  });
});
