import { describe, expect, it } from 'vitest';
import { MAIL_RSVP_ERRORS } from './communication-schemas.ts';
import { ERROR_CODES, errorStatus, isErrorCode, type ErrorCode } from './error-codes.ts';
import { RSVP_REFUSALS } from './guest-schemas.ts';

const codes = Object.keys(ERROR_CODES) as ErrorCode[];

describe('error codes', () => {
  it('gives every code one HTTP error status', () => {
    for (const code of codes) {
      const status = errorStatus(code);
      expect(Number.isInteger(status), code).toBe(true);
      expect(status >= 400 && status <= 599, `${code} → ${status}`).toBe(true);
    }
    // The general codes keep the statuses clients already know.
    const general: ErrorCode[] = ['unauthorized', 'forbidden', 'not_found', 'validation', 'rate_limited'];
    expect(general.map(errorStatus)).toEqual([401, 403, 404, 422, 429]);
  });

  it('reads codes off the wire, and nothing else', () => {
    for (const code of codes) expect(isErrorCode(code)).toBe(true);
    for (const other of ['', 'Not found', 'NOT_FOUND', 'toString', '__proto__', 'constructor', 404, null, undefined]) {
      expect(isErrorCode(other), String(other)).toBe(false);
    }
  });

  it('answers RSVP refusals and mail link refusals with codes of the list, all client errors', () => {
    for (const code of Object.keys(MAIL_RSVP_ERRORS)) {
      expect(isErrorCode(code), code).toBe(true);
      expect(errorStatus(code as ErrorCode)).toBeLessThan(500);
    }
    expect(Object.keys(RSVP_REFUSALS).map((code) => errorStatus(code as ErrorCode))).toEqual([422, 422, 422, 422]);
  });
});
