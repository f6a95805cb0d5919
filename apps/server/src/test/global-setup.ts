import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { preparePgliteSnapshots, preparePostgresTemplates } from './database-snapshot';

/**
 * Vitest globalSetup of the server project: migrates (and seeds) the run's database snapshots once
 * (PGlite tarballs, or template databases on the PostgreSQL server of DATABASE_URL), tells the test
 * files where they are, and removes them when the run ends. Migrating and seeding in every test
 * file cost seconds each.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { database } = loadConfig();
  const prepared =
    database.kind === 'pglite'
      ? await preparePgliteSnapshots()
      : await preparePostgresTemplates(database.url);
  project.provide('testDatabaseSnapshot', prepared.snapshot);
  return prepared.remove;
}
