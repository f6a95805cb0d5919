import { useQuery } from '@tanstack/react-query';
import { marketApi, type ResponseOf } from '@kabuto/contract';
import { endpointQuery } from './api';
import { publicApi } from './api/public';

type StockQuote = ResponseOf<typeof marketApi.detail>['quote'];

/**
 * A listed stock's public quote (POST /api/vue/market/detail), for an offering's form: its names,
 * previous close and the day's price limits, which the server checks an announced price against.
 * Asked only for a code the contract reads; a code that is not listed answers product_unavailable.
 */
export function useStockQuote<Selected>(
  symbol: string | null,
  select: (quote: StockQuote) => Selected,
) {
  return useQuery({
    ...endpointQuery(publicApi, marketApi.detail, { symbol: symbol ?? '' }),
    enabled: symbol !== null,
    staleTime: 60_000,
    select: ({ quote }) => select(quote),
  });
}
