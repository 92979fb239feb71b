import { describe, expect, it } from 'vitest';
import { statementNamer } from './prepared-statements.ts';

describe('statementNamer', () => {
  it('names a text the second time it is seen, and gives it the same name after', () => {
    const name = statementNamer();
    expect(name({ text: 'select 1' }).name).toBeUndefined();
    const second = name({ text: 'select 1', rowMode: 'array' });
    expect(second).toEqual({ text: 'select 1', rowMode: 'array', name: 'huddle_1' });
    expect(name({ text: 'select 1' }).name).toBe('huddle_1');
    expect(name({ text: 'select 2' }).name).toBeUndefined();
    expect(name({ text: 'select 2' }).name).toBe('huddle_2');
  });

  it('leaves a name given by the caller alone', () => {
    const name = statementNamer();
    const config = { text: 'select 1', name: 'mine' };
    expect(name(config)).toBe(config);
    expect(name(config)).toBe(config);
  });

  it('names at most `limit` texts; the rest stay unnamed', () => {
    const name = statementNamer({ limit: 2 });
    for (const text of ['a', 'a', 'b', 'b', 'c', 'c', 'c']) name({ text });
    expect(name({ text: 'a' }).name).toBe('huddle_1');
    expect(name({ text: 'b' }).name).toBe('huddle_2');
    expect(name({ text: 'c' }).name).toBeUndefined();
  });

  it('forgets texts seen once when there are too many of them', () => {
    const name = statementNamer({ seenLimit: 2 });
    name({ text: 'a' });
    name({ text: 'b' });
    name({ text: 'c' }); // clears a and b
    expect(name({ text: 'a' }).name).toBeUndefined();
    expect(name({ text: 'c' }).name).toBe('huddle_1');
  });
});
