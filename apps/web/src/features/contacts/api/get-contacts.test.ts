import { describe, expect, it } from 'vitest';
import { contactsParams, NO_CONTACT_FILTERS } from './get-contacts';

describe('the contacts query', () => {
  it('counts pages from 1 and sends the page size; no filters means no filters or filter_type', () => {
    expect(contactsParams({ search: '  ', page: { page: 2, pageSize: 25 } })).toEqual({
      page: 3,
      per_page: 25,
      search: undefined,
      filters: undefined,
      sorting: '[{"field":"full_name","sort":"asc"}]',
      filter_type: undefined,
    });
  });

  it('sends only the filters that are set, with any by default', () => {
    const params = contactsParams({
      search: 'ada',
      page: { page: 0, pageSize: 10 },
      sort: { field: 'created_at', sort: 'desc' },
      filters: { ...NO_CONTACT_FILTERS, roleTypes: ['admin', 'user'] },
    });
    expect(params).toMatchObject({
      search: 'ada',
      filters: '{"role_types":["admin","user"]}',
      sorting: '[{"field":"created_at","sort":"desc"}]',
      filter_type: 'any',
    });
  });
});
