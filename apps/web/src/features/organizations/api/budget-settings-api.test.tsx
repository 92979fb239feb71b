import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockFetch } from '../../../test/mock-fetch';
import { testQueryClient } from '../../../test/render';
import { useBudgetOrganization } from './budget-settings-api';

describe('the Budget tab’s organization read', () => {
  it('lists live expense categories only (deleted ones stay on the record for old expenses)', async () => {
    mockFetch({
      'GET /api/organizations/current': {
        body: {
          currencies: [],
          expense_categories: [
            { id: 1, name: 'Venue', active: true, expense_items_count: 0 },
            { id: 2, name: 'Props', active: false, expense_items_count: 3 },
          ],
        },
      },
    });
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useBudgetOrganization(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.expense_categories.map((c) => c.name)).toEqual(['Venue']);
  });
});
