import { describe, expect, it } from 'vitest';
import { QUOTE_PAGE_SIZE, marketApi, queryKey } from '@kabuto/contract';
import { hasPageAfter, marketIndicesQuery, marketStatusQuery, quoteListPageQuery } from './api';

describe('market queries', () => {
  it('ask each page of a list as the endpoint’s own question (Home asks the first hot page too)', () => {
    expect(quoteListPageQuery('hot', 1).queryKey).toEqual(
      queryKey(marketApi.list, { sort: 'hot', page: 1, pageSize: QUOTE_PAGE_SIZE }),
    );
    expect(quoteListPageQuery('losers', 3).queryKey).toEqual(
      queryKey(marketApi.list, { sort: 'losers', page: 3, pageSize: QUOTE_PAGE_SIZE }),
    );
    expect(marketIndicesQuery.queryKey).toEqual(queryKey(marketApi.indices, {}));
    expect(marketStatusQuery.queryKey).toEqual(queryKey(marketApi.status, {}));
  });

  it('know a list has another page until its rows run out', () => {
    expect(hasPageAfter({ page: 1, total: 123 })).toBe(true);
    expect(hasPageAfter({ page: 6, total: 123 })).toBe(true);
    expect(hasPageAfter({ page: 7, total: 123 })).toBe(false);
    expect(hasPageAfter({ page: 1, total: QUOTE_PAGE_SIZE })).toBe(false);
  });
});
