import { useTranslation } from 'react-i18next';
import type { LoanInfo } from '@kabuto/contract';
import { isPositive } from '@kabuto/money';
import { Card } from '../../shared/ui/card';
import { Money } from '../../shared/ui/money';
import { Row, Rows } from '../../shared/ui/rows';
import { bandIndexOf, bandRanges, meterPercent, percentOf, pointsText } from './credit-math';
import { useFactText, useYenText } from './components';
import styles from './credit.module.css';
import scoreStyles from './score.module.css';

/**
 * The score as a big number on a 0–100 meter, the published bands marked on it, and every factor
 * with its fact and its points (integrity rule 7: the customer can add it up).
 */
export function ScoreCard({ info }: { info: LoanInfo }) {
  const { t } = useTranslation('credit');
  const factText = useFactText();
  const percent = meterPercent(info.score);
  return (
    <section className={scoreStyles.scoreCard} data-testid="credit-score">
      <h2 className={scoreStyles.scoreTitle}>{t('score.title')}</h2>
      <p className={scoreStyles.scoreLine}>
        <strong className={scoreStyles.scoreNumber} data-testid="credit-score-value">
          {info.score}
        </strong>
        <span className={scoreStyles.scoreOutOf}>{t('score.outOf')}</span>
      </p>
      <div
        className={scoreStyles.meter}
        role="meter"
        aria-label={t('score.meter')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={info.score}
      >
        <div className={scoreStyles.meterFill} style={{ width: `${percent}%` }} />
        {info.bands
          .filter((band) => band.minScore > 0 && band.minScore < 100)
          .map((band) => (
            <span
              key={band.minScore}
              className={scoreStyles.meterTick}
              style={{ left: `${band.minScore}%` }}
              aria-hidden="true"
            />
          ))}
      </div>
      <div className={scoreStyles.meterScale} aria-hidden="true">
        <span>0</span>
        <span>100</span>
      </div>

      <h3 className={scoreStyles.factorsTitle}>{t('score.factorsTitle')}</h3>
      <p className={styles.lead}>{t('score.factorsLead')}</p>
      <ul className={scoreStyles.factors}>
        {info.factors.map(({ factor, fact, points }) => {
          const text = factText(factor, fact);
          return (
            <li key={factor} className={scoreStyles.factor} data-testid={`credit-factor-${factor}`}>
              <span className={scoreStyles.factorText}>
                <span className={scoreStyles.factorName}>{t(`factors.${factor}`)}</span>
                {text ? <span className={scoreStyles.factorFact}>{text}</span> : null}
              </span>
              <span
                className={
                  points < 0
                    ? `${scoreStyles.points} ${scoreStyles.pointsMinus}`
                    : points > 0
                      ? `${scoreStyles.points} ${scoreStyles.pointsPlus}`
                      : scoreStyles.points
                }
                data-testid="credit-factor-points"
              >
                {pointsText(points)}
              </span>
            </li>
          );
        })}
        <li className={`${scoreStyles.factor} ${scoreStyles.factorTotal}`}>
          <span className={scoreStyles.factorName}>{t('score.total')}</span>
          <span className={scoreStyles.points}>{info.score}</span>
        </li>
      </ul>
    </section>
  );
}

/** Own assets, the limit they give in the customer's band, what may be borrowed and what is owed. */
export function LimitCard({ info }: { info: LoanInfo }) {
  const { t } = useTranslation('credit');
  const yen = useYenText();
  const lends = isPositive(info.band.maxLimit) && isPositive(info.band.collateralShare);
  return (
    <Card title={t('limit.title')} testId="credit-limit">
      <Rows>
        <Row term={t('limit.ownAssets')} testId="credit-own-assets">
          <Money value={info.ownAssets} currency="JPY" />
        </Row>
        <Row term={t('limit.creditLimit')} testId="credit-limit-value">
          <Money value={info.creditLimit} currency="JPY" />
        </Row>
        <Row term={t('limit.borrowable')} strong testId="credit-borrowable">
          <Money value={info.borrowable} currency="JPY" />
        </Row>
        <Row term={t('limit.borrowed')} testId="credit-borrowed">
          <Money value={info.borrowed} currency="JPY" />
        </Row>
      </Rows>
      <p className={styles.note} data-testid="credit-band-rule">
        {lends
          ? t('limit.rule', {
              min: info.band.minScore,
              share: percentOf(info.band.collateralShare),
              cap: yen(info.band.maxLimit),
            })
          : t('limit.noCredit', { min: info.band.minScore })}
      </p>
    </Card>
  );
}

/** The published limit table, the customer's band marked. */
export function BandTable({ info }: { info: LoanInfo }) {
  const { t } = useTranslation('credit');
  const yen = useYenText();
  const yours = bandIndexOf(info.bands, info.score);
  return (
    <Card title={t('bands.title')} testId="credit-bands">
      <table className={scoreStyles.bands}>
        <thead>
          <tr>
            <th scope="col">{t('bands.score')}</th>
            <th scope="col">{t('bands.share')}</th>
            <th scope="col">{t('bands.cap')}</th>
          </tr>
        </thead>
        <tbody>
          {bandRanges(info.bands).map(({ band, from, to }, index) => (
            <tr
              key={band.minScore}
              className={index === yours ? scoreStyles.yourBand : undefined}
              aria-current={index === yours ? 'true' : undefined}
              data-testid={index === yours ? 'credit-your-band' : undefined}
            >
              <th scope="row">
                {to === null ? t('bands.rangeTop', { from }) : t('bands.range', { from, to })}
                {index === yours ? (
                  <span className={scoreStyles.youTag}>{t('bands.yours')}</span>
                ) : null}
              </th>
              <td>{`${percentOf(band.collateralShare)}%`}</td>
              <td>{yen(band.maxLimit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t('bands.note')}</p>
    </Card>
  );
}

/** How the score and interest work, in two plain sentences. */
export function HowItWorks() {
  const { t } = useTranslation('credit');
  return (
    <Card title={t('how.title')} testId="credit-how">
      <p className={styles.paragraph}>{t('how.score')}</p>
      <p className={styles.paragraph}>{t('how.interest')}</p>
    </Card>
  );
}
