import styles from './ui.module.css';

/** No photo yet: a gold initial on navy, from the last digit pair of the account. */
export function Avatar({ account, size = 56 }: { account: string; size?: number }) {
  const initial = account.slice(-2) || '·';
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: size * 0.36 }}
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}
