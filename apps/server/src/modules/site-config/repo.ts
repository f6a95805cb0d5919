import { asc, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { siteConfig } from '../../db/schema';
import { readSettingsTable } from '../../platform/settings-cache';

/** Kept between reads while changes are announced (platform/settings-cache.ts). */
export async function listSiteConfig(db: Queryable) {
  return readSettingsTable(db, 'site_config', () =>
    db.select({ name: siteConfig.name, value: siteConfig.value }).from(siteConfig).orderBy(asc(siteConfig.name)),
  );
}

/** Writes the defaults without touching values an operator has already changed. */
export async function ensureSiteConfigDefaults(db: Queryable, defaults: Record<string, string>): Promise<void> {
  const rows = Object.entries(defaults).map(([name, value]) => ({ name, value }));
  if (rows.length === 0) return;
  await db.insert(siteConfig).values(rows).onConflictDoNothing({ target: siteConfig.name });
}

export async function setSiteConfigValue(db: Queryable, name: string, value: string): Promise<void> {
  await db
    .insert(siteConfig)
    .values({ name, value })
    .onConflictDoUpdate({ target: siteConfig.name, set: { value, updatedAt: sql`now()` } });
}
