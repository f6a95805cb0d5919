import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketApi } from '@kabuto/contract';
import { useEffect, useState } from 'react';
import { api, endpointQuery } from './index';

/**
 * The server's time, as the market status tells it: windows, deadlines and lock-ups are the
 * server's, and the device's clock may be off (or, in tests and demos, a movable server clock ahead
 * of it). Copy trading and block trades both read it.
 */
const serverTimeQuery = queryOptions({
  ...endpointQuery(api, marketApi.status, {}),
  staleTime: 0,
});

/** How often the screen looks at the time again (a lock-up or a window that ends while it is open). */
const TICK_MS = 15_000;

/**
 * Now on the server's clock, in milliseconds: the market status's time moved on by the time since
 * it came (never ahead of the server). Null until it has come; the device's clock if it cannot.
 */
export function useServerNow(): number | null {
  const status = useQuery(serverTimeQuery);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  if (status.data) {
    return Date.parse(status.data.time) + Math.max(0, now - status.dataUpdatedAt);
  }
  return status.isError ? now : null;
}
