import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * drizzle's migrator applies a migration only when its journal time (`when`) is later than the
 * last one the database has applied: a migration whose `when` is earlier than its predecessor's
 * (drizzle-kit writes the machine's clock; 0025's was set by hand) would be skipped on every
 * database already migrated, while a fresh test database, migrated in order, would never show it.
 */

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

type Journal = { entries: { idx: number; when: number; tag: string }[] };

describe('the migrations journal', () => {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;

  it('numbers each migration in order, each with its SQL file', () => {
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(`${String(index).padStart(4, '0')}_`)).toBe(true);
      expect(existsSync(path.join(MIGRATIONS, `${entry.tag}.sql`))).toBe(true);
    });
  });

  it('gives each migration a later time than the one before, so an upgraded database applies it', () => {
    const late = journal.entries.filter(
      (entry, index) => index > 0 && entry.when <= journal.entries[index - 1]!.when,
    );
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });
});
