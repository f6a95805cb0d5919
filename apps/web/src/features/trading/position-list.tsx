import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveQuotes } from '../../shared/realtime';
import { MoreOnScroll, PullRefresh } from '../../shared/ui/lists';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { positionsQuery, tradeSummaryQuery, type PositionTab } from './api';
import { PositionSheetPopup, usePositionSheet } from './position-actions';
import { holdsShares, liveFigures, liveTotals, type LiveTotals } from './position-math';
import { PositionRow } from './position-row';
import styles from './positions.module.css';

/**
 * Orders and positions of one tab, newest first, paged by the server's cursor, pulled to refresh.
 * Held positions' profit and margin warning follow the live quotes (the contract's `pnlAtPrice`);
 * a warning's "add margin" opens the sheet here, which stays open while the rows move.
 */
export function PositionList({
  tab,
  dayTrade,
  header,
  empty,
}: {
  tab: PositionTab;
  dayTrade?: boolean;
  /**
   * Shown above the rows (a summary), refreshed with them. It gets the open positions' live totals
   * once every open position is loaded (no further page), else null.
   */
  header?: (live: LiveTotals | null) => ReactNode;
  empty?: ReactNode;
}) {
  const { t } = useTranslation('trading');
  const client = useQueryClient();
  const query = useInfiniteQuery(positionsQuery(tab, dayTrade));
  const positions = query.data?.pages.flatMap((page) => page.items) ?? [];
  const live = useLiveQuotes(positions.filter(holdsShares).map((position) => position.symbol));
  const sheets = usePositionSheet();
  const chosen = positions.find((position) => position.id === sheets.sheet?.positionId);
  const totals =
    tab === 'open' && query.data && !query.hasNextPage
      ? liveTotals(positions, (symbol) => live.stock(symbol)?.price)
      : null;
  return (
    <PullRefresh
      onRefresh={() =>
        Promise.all([
          query.refetch(),
          client.invalidateQueries({ queryKey: tradeSummaryQuery.queryKey }),
        ])
      }
    >
      <div className={styles.list} data-testid={`positions-${tab}`}>
        {header?.(totals)}
        {!query.data ? (
          query.isError ? (
            <LoadFailed onRetry={() => void query.refetch()} />
          ) : (
            <Loading />
          )
        ) : positions.length === 0 ? (
          <div className={styles.empty} data-testid="positions-empty">
            {empty ?? (
              <>
                <p>{t(`positions.empty_${tab}`)}</p>
                <Link to="/market/market" className={styles.emptyAction}>
                  {t('positions.findStocks')}
                </Link>
              </>
            )}
          </div>
        ) : (
          <>
            {positions.map((position) => (
              <PositionRow
                key={position.id}
                position={position}
                live={liveFigures(position, live.stock(position.symbol)?.price)}
                onAddMargin={() => sheets.show('margin', position.id)}
              />
            ))}
            <MoreOnScroll
              hasMore={query.hasNextPage}
              loadMore={() => query.fetchNextPage()}
              endText={t('positions.noMore')}
            />
          </>
        )}
      </div>
      <PositionSheetPopup
        control={sheets}
        position={chosen}
        live={chosen ? liveFigures(chosen, live.stock(chosen.symbol)?.price) : null}
      />
    </PullRefresh>
  );
}
