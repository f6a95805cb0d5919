import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fundingSettings } from '../../db/schema-funding';
import { readGeneralSettings, type GeneralSettings } from './settings';
import { useTestApp } from '../../test/use-test-app';

const { t } = useTestApp();

async function siteTitle(): Promise<string | undefined> {
  const answer = await t.call('/common/config', { type: 'all' });
  return (answer.data as { name: string; value: string }[]).find((entry) => entry.name === 'title')
    ?.value;
}

/**
 * The site configuration and the funding settings are read once and kept (platform/settings-cache.ts);
 * any change, by whatever code or tool, is seen by the very next request: the database announces
 * it (migration 0013) and the cache forgets the table.
 */
describe('the settings cache', () => {
  it('answers the site configuration without the database, which a change without a notice shows', async () => {
    const before = await siteTitle();
    expect(before).toBeTruthy();
    await t.database.db.execute(sql`ALTER TABLE site_config DISABLE TRIGGER site_config_announce`);
    try {
      await t.database.db.execute(
        sql`UPDATE site_config SET value = 'Unannounced' WHERE name = 'title'`,
      );
      // Nothing in Kabuto changes a row without its notice; this shows the cache answered.
      expect(await siteTitle()).toBe(before);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE site_config ENABLE TRIGGER site_config_announce`);
    }
    await t.database.db.execute(
      sql`UPDATE site_config SET value = ${before!} WHERE name = 'title'`,
    );
    expect(await siteTitle()).toBe(before);
  });

  it('a change made directly in the database is seen by the very next request', async () => {
    const before = await siteTitle();
    await t.database.db.execute(
      sql`UPDATE site_config SET value = 'Kabuto (changed)' WHERE name = 'title'`,
    );
    try {
      expect(await siteTitle()).toBe('Kabuto (changed)');
    } finally {
      await t.database.db.execute(
        sql`UPDATE site_config SET value = ${before!} WHERE name = 'title'`,
      );
    }
    expect(await siteTitle()).toBe(before);
  });

  it('inside a transaction the funding settings are read from the database, never from the cache', async () => {
    const kept = await readGeneralSettings(t.database.db);
    const changed = { ...kept, fundPasswordMaxFailures: kept.fundPasswordMaxFailures + 1 };
    const save = (settings: GeneralSettings) =>
      t.database.db
        .insert(fundingSettings)
        .values({ id: 1, ...settings })
        .onConflictDoUpdate({
          target: fundingSettings.id,
          set: { fundPasswordMaxFailures: settings.fundPasswordMaxFailures },
        });
    await t.database.db.execute(
      sql`ALTER TABLE funding_settings DISABLE TRIGGER funding_settings_announce`,
    );
    try {
      await save(changed);
      // Unannounced (nothing in Kabuto does that): the application's handle has what it read...
      expect((await readGeneralSettings(t.database.db)).fundPasswordMaxFailures).toBe(
        kept.fundPasswordMaxFailures,
      );
      // ...while a transaction reads the row.
      const inTransaction = await t.database.db.transaction((tx) => readGeneralSettings(tx));
      expect(inTransaction.fundPasswordMaxFailures).toBe(changed.fundPasswordMaxFailures);
    } finally {
      await t.database.db.execute(
        sql`ALTER TABLE funding_settings ENABLE TRIGGER funding_settings_announce`,
      );
    }
    // Announced again: once the notice is heard (on PostgreSQL it travels on another connection,
    // which a request waits for through the test client; this reads the handle directly), the
    // cache has forgotten the table.
    await save(kept);
    await t.app.settingsNotices.settle();
    expect((await readGeneralSettings(t.database.db)).fundPasswordMaxFailures).toBe(
      kept.fundPasswordMaxFailures,
    );
    await save(changed);
    await t.app.settingsNotices.settle();
    expect((await readGeneralSettings(t.database.db)).fundPasswordMaxFailures).toBe(
      changed.fundPasswordMaxFailures,
    );
    await save(kept);
  });
});
