import { describe, expect, it } from 'vitest';
import { fromLocalInput, isLocalInput, toLocalInput } from './local-input';

describe('datetime-local values', () => {
  it('converts between UTC instants and wall times of the user', () => {
    expect(toLocalInput('2030-07-01T08:00:00.000Z', 'Europe/Paris')).toBe('2030-07-01T10:00');
    expect(fromLocalInput('2030-07-01T10:00', 'Europe/Paris')?.toISOString()).toBe('2030-07-01T08:00:00.000Z');
    expect(fromLocalInput('2030-07-01T10:00', 'America/New_York')?.toISOString()).toBe('2030-07-01T14:00:00.000Z');
    expect(fromLocalInput('', 'UTC')).toBeNull();
    expect(fromLocalInput('yesterday', 'UTC')).toBeNull();
    expect(toLocalInput('nonsense', 'UTC')).toBe('');
  });

  it('accepts only real wall times', () => {
    expect(isLocalInput('2030-07-01T10:00')).toBe(true);
    expect(isLocalInput('2030-13-01T10:00')).toBe(false);
    expect(isLocalInput('2030-07-01T25:00')).toBe(false);
  });
});
