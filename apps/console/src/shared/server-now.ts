import { useQuery } from '@tanstack/react-query';
import { marketApi } from '@kabuto/contract';
import { endpointQuery } from './api';
import { publicApi } from './api/public';

/**
 * Now on the server's clock, in milliseconds, as the public market status tells it: a window
 * checked before it is sent must be checked against the server's time, not the browser's (the two
 * differ by the device's drift, and by days in tests and demos whose server clock starts elsewhere).
 * The status's time moved on by the time since it came; the browser's clock until it has come.
 */
export function useServerNow(): () => Date {
  const status = useQuery({ ...endpointQuery(publicApi, marketApi.status, {}), staleTime: 60_000 });
  return () => {
    if (!status.data) return new Date();
    return new Date(Date.parse(status.data.time) + Math.max(0, Date.now() - status.dataUpdatedAt));
  };
}
