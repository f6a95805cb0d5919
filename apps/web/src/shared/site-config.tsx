import { createContext, useContext, type ReactNode } from 'react';
import type { SiteConfig } from './api/site-config';

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({
  value,
  children,
}: {
  value: SiteConfig;
  children: ReactNode;
}) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

/** The site configuration, loaded before the first view rendered (see app/main.tsx). */
export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig outside SiteConfigProvider');
  return config;
}
