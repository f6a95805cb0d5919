import type { DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { formatSignedPercent } from '../../shared/realtime/quote-format';
import { Money } from '../../shared/ui/money';
import { numberClass, toneClass, toneOf } from '../../shared/ui/tone';
import type { CopyProduct } from './api';
import { ratePercent } from './copy-math';
import { RISK_LEVELS, drawdownPercent, percentOrNull, riskBand } from './copy-metrics';
import styles from './copy.module.css';

/** What the screens show for a figure the history is too short for. */
export const NO_FIGURE = '—';

/**
 * A signed percentage ("+5.12%", "-3.40%"), coloured as the app colours gains and losses (a loss
 * shows as a loss); "—" when there is no figure yet.
 */
export function PercentText({
  percent,
  testId,
}: {
  percent: DecimalString | null;
  testId?: string;
}) {
  if (percent === null) {
    return (
      <span className={styles.noFigure} data-testid={testId} data-value="">
        {NO_FIGURE}
      </span>
    );
  }
  const tone = toneOf(percent);
  return (
    <span
      className={[numberClass, tone === 'flat' ? undefined : toneClass(tone)]
        .filter(Boolean)
        .join(' ')}
      data-testid={testId}
      data-value={percent}
    >
      {formatSignedPercent(percent)}
    </span>
  );
}

/** The risk level on its scale of ten ("4 / 10" and ten small steps), or "not rated yet". */
export function RiskLevel({ level }: { level: number | null }) {
  const { t } = useTranslation('copy');
  if (level === null) {
    return (
      <span className={styles.noFigure} data-testid="copy-risk" data-value="">
        {t('metrics.riskNotRated')}
      </span>
    );
  }
  const band = riskBand(level);
  return (
    <span className={styles.risk} data-testid="copy-risk" data-value={level}>
      <span className={numberClass}>{t('metrics.riskValue', { level })}</span>
      <span
        className={`${styles.riskScale} ${styles[`risk_${band}`]}`}
        role="img"
        aria-label={t('metrics.riskAria', { level, band: t(`metrics.riskBand.${band}`) })}
      >
        {Array.from({ length: RISK_LEVELS }, (_, index) => (
          <span key={index} className={index < level ? styles.riskOn : undefined} />
        ))}
      </span>
    </span>
  );
}

/** A day's profit of a holding, signed; "—" without the closes it needs. */
export function DayProfit({ value, testId }: { value: DecimalString | null; testId: string }) {
  return value === null ? (
    <span className={styles.noFigure} data-testid={testId} data-value="">
      {NO_FIGURE}
    </span>
  ) : (
    <Money value={value} currency="JPY" signed testId={testId} />
  );
}

/** An issuer's yearly target, labelled as a target and never a promise; nothing without one. */
export function TargetLine({ rate }: { rate: DecimalString | null }) {
  const { t } = useTranslation('copy');
  if (rate === null) return null;
  return (
    <p className={styles.target} data-testid="copy-target">
      {t('metrics.target', { value: ratePercent(rate) })}
    </p>
  );
}

type MetricsProduct = Pick<
  CopyProduct,
  'return30d' | 'return90d' | 'maxDrawdown' | 'riskLevel' | 'historyDays'
>;

/**
 * The realised figures of the recorded closes: the return over 30 and 90 days, the maximum
 * drawdown and the risk level; a note says why a figure is missing (too little history).
 */
export function ProductMetrics({ product }: { product: MetricsProduct }) {
  const { t } = useTranslation('copy');
  const missing =
    product.return30d === null || product.return90d === null || product.maxDrawdown === null;
  return (
    <>
      <dl className={styles.metrics} data-testid="copy-metrics">
        <div>
          <dt>{t('metrics.return30d')}</dt>
          <dd>
            <PercentText percent={percentOrNull(product.return30d)} testId="copy-return-30d" />
          </dd>
        </div>
        <div>
          <dt>{t('metrics.return90d')}</dt>
          <dd>
            <PercentText percent={percentOrNull(product.return90d)} testId="copy-return-90d" />
          </dd>
        </div>
        <div>
          <dt>{t('metrics.maxDrawdown')}</dt>
          <dd>
            <PercentText
              percent={product.maxDrawdown === null ? null : drawdownPercent(product.maxDrawdown)}
              testId="copy-max-drawdown"
            />
          </dd>
        </div>
        <div>
          <dt>{t('metrics.risk')}</dt>
          <dd>
            <RiskLevel level={product.riskLevel} />
          </dd>
        </div>
      </dl>
      {missing ? (
        <p className={styles.metricNote} data-testid="copy-history-short">
          {t('metrics.notEnoughHistory', { count: product.historyDays })}
        </p>
      ) : null}
    </>
  );
}
