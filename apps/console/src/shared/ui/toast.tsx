import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { onSessionEnded } from '../session';
import { Icon } from './icons';
import styles from './toast.module.css';

const TOAST_MS = 5_000;

type Toast = { id: number; text: string };
type Notify = (text: string) => void;

const ToastContext = createContext<Notify>(() => undefined);

/** Confirms a finished action in a corner; failures are shown next to the form instead. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  // What one operator did is not news for the next one at the desk.
  useEffect(() => onSessionEnded(() => setToasts([])), []);
  const notify = useCallback<Notify>((text) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((list) => [...list, { id, text }]);
    window.setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), TOAST_MS);
  }, []);
  return (
    <ToastContext value={notify}>
      {children}
      <div className={styles.toasts} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={styles.toast}>
            <Icon name="check" />
            {toast.text}
          </div>
        ))}
      </div>
    </ToastContext>
  );
}

export function useToast(): Notify {
  return useContext(ToastContext);
}
