import { useEffect, useEffectEvent, useState } from 'react';
import { openEventSocket } from '@kabuto/app-kit';
import { readToken } from '../../shared/session';

/**
 * The support desk's events (`operators:support` on /api/ws, docs/realtime.md) while the inbox is
 * open: every new message or change fetches the desk again, and so does every (re)join, since
 * events sent while the socket was away are lost. Answers whether the socket is joined now.
 */
export function useDeskEvents(refresh: () => unknown): boolean {
  const [joined, setJoined] = useState(false);
  const onChange = useEffectEvent(() => void refresh());
  useEffect(() => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const stop = openEventSocket({
      connect: () => {
        setJoined(false);
        return new WebSocket(`${scheme}://${window.location.host}/api/ws`);
      },
      auth: () => {
        const token = readToken();
        return token ? { op: 'authOperator', operatorToken: token } : null;
      },
      onEvent: () => onChange(),
      onJoined: () => {
        setJoined(true);
        onChange();
      },
      setTimer: (callback, delayMs) => window.setTimeout(callback, delayMs),
      clearTimer: (handle) => window.clearTimeout(handle as number),
    });
    return stop;
  }, []);
  return joined;
}
