import type { TradingSettings } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDecimal } from '../../shared/format';
import { fractionToPercent } from './rates';

export type SettingKey = keyof TradingSettings;

/** The settings screen's panels, each a group of the contract's keys, in reading order. */
export const SETTING_GROUPS: readonly { group: string; keys: readonly SettingKey[] }[] = [
  { group: 'orders', keys: ['lotShares', 'leverageChoices', 'maxLotsPerOrder'] },
  { group: 'costs', keys: ['buyFeeRate', 'sellFeeRate', 'serviceFeeRate', 'stampDutyRate'] },
  {
    group: 'rules',
    keys: [
      'maintenanceLevelPercent',
      'warningLevelPercent',
      'sellAfterTradingDays',
      'defaultLendingQuotaShares',
    ],
  },
  {
    group: 'sessions',
    keys: ['preMarketOpensAt', 'afterMarketOpensAt', 'afterMarketClosesAt', 'dayTradingEnabled'],
  },
];

const RATE_KEYS: readonly SettingKey[] = [
  'buyFeeRate',
  'sellFeeRate',
  'serviceFeeRate',
  'stampDutyRate',
];

export function isRateKey(key: SettingKey): boolean {
  return RATE_KEYS.includes(key);
}

/** The contract allows 0, 1 or 2 trading days. */
export function dayRule(days: number): 0 | 1 | 2 {
  return days <= 0 ? 0 : days === 1 ? 1 : 2;
}

/** A setting's label and its value in words, the same on the screen and in the change summary. */
export function useSettingsText() {
  const { t } = useTranslation('trading');
  return {
    label: (key: SettingKey) => t(`settings.fields.${key}`),
    value: (key: SettingKey, settings: TradingSettings): string => {
      switch (key) {
        case 'lotShares':
        case 'defaultLendingQuotaShares':
          return t('units.shares', { count: formatCount(settings[key]) });
        case 'maxLotsPerOrder':
          return t('units.lots', { count: settings[key] });
        case 'leverageChoices':
          return settings.leverageChoices
            .map((leverage) => t('units.leverage', { leverage }))
            .join(' ');
        case 'buyFeeRate':
        case 'sellFeeRate':
        case 'serviceFeeRate':
        case 'stampDutyRate':
          return `${formatDecimal(fractionToPercent(settings[key]))}%`;
        case 'maintenanceLevelPercent':
        case 'warningLevelPercent':
          return `${formatDecimal(settings[key])}%`;
        case 'sellAfterTradingDays':
          return t(`settings.sellAfter.${dayRule(settings.sellAfterTradingDays)}`);
        case 'preMarketOpensAt':
        case 'afterMarketOpensAt':
        case 'afterMarketClosesAt':
          return settings[key];
        case 'dayTradingEnabled':
          return settings.dayTradingEnabled ? t('settings.open') : t('settings.closed');
      }
    },
  };
}
