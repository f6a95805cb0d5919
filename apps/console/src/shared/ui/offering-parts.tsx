import { isDecimalString, isPositive } from '@kabuto/money';
import { formatDecimal } from '../format';
import { DateTime } from './date-time';
import { Text } from './text';

/** Pieces the off-auction offerings' screens (block trades, bidding, grab shares) show alike. */

/** A price in yen as it sits on the tick grid ("¥2,744", "¥412.5"). */
export function yen(value: string): string {
  return `¥${formatDecimal(value)}`;
}

/** A percentage with its sign always shown ("-2.15%", "+1.00%", "0%"). */
export function signedPercent(value: string): string {
  return `${isDecimalString(value) && isPositive(value) ? '+' : ''}${formatDecimal(value)}%`;
}

/** A window, opening and closing in Japan time, one under the other. */
export function WindowCell({ offering }: { offering: { opensAt: string; closesAt: string } }) {
  return (
    <>
      <Text block nowrap>
        <DateTime iso={offering.opensAt} />
      </Text>
      <Text block nowrap>
        – <DateTime iso={offering.closesAt} />
      </Text>
    </>
  );
}
