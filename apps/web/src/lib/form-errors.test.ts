import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { placeFieldErrors } from './form-errors';

describe('placeFieldErrors', () => {
  it('puts each known server field error under its form field, renamed where mapped', () => {
    const setError = vi.fn();
    const error = new ApiError(422, { errors: { office_raw: ['Too long'], email: ['Taken'], other: ['x'] } });
    expect(placeFieldErrors(error, setError, ['email', ['office_raw', 'office']])).toBe(true);
    expect(setError).toHaveBeenCalledWith('email', { message: 'Taken' });
    expect(setError).toHaveBeenCalledWith('office', { message: 'Too long' });
    expect(setError).toHaveBeenCalledTimes(2);
  });

  it('says false when nothing belongs to the form', () => {
    const setError = vi.fn();
    expect(placeFieldErrors(new ApiError(422, { errors: { other: ['x'] } }), setError, ['email'])).toBe(false);
    expect(placeFieldErrors(new Error('boom'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
