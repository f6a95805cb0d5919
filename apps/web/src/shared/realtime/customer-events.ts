import { useEffect, useEffectEvent } from 'react';
import { openEventSocket } from '@kabuto/app-kit';
import type { RealtimeEvent } from '@kabuto/contract';
import { socketUrl } from '../api/origin';
import { readSession } from '../storage';

/**
 * The signed-in customer's events (`customer:<id>` on /api/ws, docs/realtime.md): one socket while
 * any screen listens, apart from the quote socket (it signs in with the session, which the quote
 * socket never does). A listener is also told when the socket (re)joins, to fetch again what it
 * may have missed.
 */
type Listener = { onEvent: (event: RealtimeEvent) => void; onJoined: () => void };

const listeners = new Set<Listener>();
let stop: (() => void) | null = null;

function start(): void {
  stop = openEventSocket({
    connect: () => new WebSocket(socketUrl('/api/ws')),
    auth: () => {
      const { token, account } = readSession();
      return token ? { op: 'auth', token, ...(account ? { account } : {}) } : null;
    },
    onEvent: (_topic, event) => {
      for (const listener of listeners) listener.onEvent(event);
    },
    onJoined: () => {
      for (const listener of listeners) listener.onJoined();
    },
    setTimer: (callback, delayMs) => window.setTimeout(callback, delayMs),
    clearTimer: (handle) => window.clearTimeout(handle as number),
  });
}

/**
 * A fresh events socket now, if any screen listens (the app came back to the foreground: the old
 * one may have died while the phone slept); the new one's join tells the listeners to fetch again.
 */
export function reconnectCustomerEvents(): void {
  if (!stop) return;
  stop();
  start();
}

/** Listens to the customer's events while the component is mounted. */
export function useCustomerEvents(onEvent: (event: RealtimeEvent) => void, onJoined: () => void): void {
  // The latest callbacks, without reconnecting when the screen re-renders.
  const handleEvent = useEffectEvent(onEvent);
  const handleJoined = useEffectEvent(onJoined);
  useEffect(() => {
    const listener: Listener = {
      onEvent: (event) => handleEvent(event),
      onJoined: () => handleJoined(),
    };
    listeners.add(listener);
    if (!stop) start();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        stop?.();
        stop = null;
      }
    };
  }, []);
}
