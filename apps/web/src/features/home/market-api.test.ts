import { describe, expect, it } from 'vitest';
import { QUOTE_PAGE_SIZE, marketApi, queryKey } from '@kabuto/contract';
import { homeHotQuery, homeStatusQuery, indicesQuery } from './market-api';

describe('Home’s market questions', () => {
  it('are the market screens’ own: the first hot page, the indices and the status', () => {
    expect(homeHotQuery.queryKey).toEqual(
      queryKey(marketApi.list, { sort: 'hot', page: 1, pageSize: QUOTE_PAGE_SIZE }),
    );
    expect(indicesQuery.queryKey).toEqual(queryKey(marketApi.indices, {}));
    expect(homeStatusQuery.queryKey).toEqual(queryKey(marketApi.status, {}));
  });
});
