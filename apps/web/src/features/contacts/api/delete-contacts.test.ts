import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyMany } from './delete-contacts';

afterEach(() => vi.unstubAllGlobals());

describe('destroyMany', () => {
  it('sends 1,000 ids a request and adds the answers up', async () => {
    const bodies: number[][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        const ids = (JSON.parse(String(init.body)) as { employee_ids: number[] }).employee_ids;
        bodies.push(ids);
        const skipped = ids.includes(1) ? [{ id: 1, full_name: 'Kept' }] : [];
        return new Response(
          JSON.stringify({ deleted_count: ids.length - skipped.length, skipped, message: `${ids.length} deleted` }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    const ids = Array.from({ length: 2500 }, (_, i) => i + 1);
    const answer = await destroyMany(ids);
    expect(bodies.map((b) => b.length)).toEqual([1000, 1000, 500]);
    expect(bodies.flat()).toEqual(ids);
    expect(answer).toEqual({ deleted_count: 2499, skipped: [{ id: 1, full_name: 'Kept' }], message: '500 deleted' });
  });
});
