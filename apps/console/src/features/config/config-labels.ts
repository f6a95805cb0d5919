import { SITE_CONFIG_NAMES } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';

type KnownName = (typeof SITE_CONFIG_NAMES)[number];

function isKnownName(name: string): name is KnownName {
  return (SITE_CONFIG_NAMES as readonly string[]).includes(name);
}

/** A readable label for a configuration name; names operators added themselves get a generic one. */
export function useConfigLabel(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => (isKnownName(name) ? t(`config.names.${name}`) : t('config.otherName'));
}
