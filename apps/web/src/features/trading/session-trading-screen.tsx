import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../shared/ui/page';
import { Card } from '../../shared/ui/card';
import { hotStocksQuery, ticketQuery } from './api';
import { StockPicker } from './stock-picker';
import { ExtendedSessions } from './ticket-notices';
import { ticketLink } from './ticket-params';
import styles from './trading.module.css';

type ExtendedSession = 'pre_market' | 'after_market';

/**
 * The session's hours. They are trading settings, the same for every stock, and reach the app
 * only on an order ticket: the ticket of the most traded stock supplies them.
 */
function SessionHours({ session }: { session: ExtendedSession }) {
  const hot = useQuery(hotStocksQuery);
  const symbol = hot.data?.[0]?.symbol ?? '';
  const ticket = useQuery({
    ...ticketQuery(symbol),
    enabled: symbol !== '',
    refetchInterval: false,
  });
  if (!ticket.data) return null;
  return <ExtendedSessions ticket={ticket.data} only={session} />;
}

/**
 * /common/sessionTrading?session=pre_market|after_market, from Home's shortcuts: what the session
 * is, its hours, and a stock to open the ticket with that session chosen.
 */
export function SessionTradingScreen() {
  const { t } = useTranslation('trading');
  const [params] = useSearchParams();
  const session: ExtendedSession =
    params.get('session') === 'after_market' ? 'after_market' : 'pre_market';
  return (
    <Page title={t(`session.${session}`)} backTo="/home/index" className={styles.page}>
      <Card title={t('sessionTrading.whatTitle')} testId="session-explanation">
        <p className={styles.muted}>{t(`sessionTrading.${session}`)}</p>
        <SessionHours session={session} />
      </Card>
      <StockPicker linkFor={(symbol) => ticketLink({ symbol, session })} />
    </Page>
  );
}
