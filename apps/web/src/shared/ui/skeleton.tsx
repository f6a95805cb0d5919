import styles from './skeleton.module.css';

/** Grey lines where text is on its way (`aria-busy`: assistive technology waits for it). */
export function SkeletonLines({ lineCount }: { lineCount: number }) {
  return (
    <div className={styles.paragraph} aria-busy="true">
      {Array.from({ length: lineCount }, (_, index) => (
        <span key={index} className={styles.line} />
      ))}
    </div>
  );
}
