import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import type { DatabaseHandle } from './client';
import { databaseRefusal } from './database-refusal';
import { isUniqueViolation } from './unique-violation';

/** What a statement raised, through drizzle, on the suite's database (PGlite or PostgreSQL). */
async function raised(handle: DatabaseHandle, statement: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await handle.db.execute(statement);
  } catch (error) {
    return error;
  }
  throw new Error('the statement was not refused');
}

describe('databaseRefusal', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.db.execute(sql`CREATE TABLE refusal_parent (id int PRIMARY KEY)`);
    await handle.db.execute(
      sql`CREATE TABLE refusal_child (id int PRIMARY KEY,
            parent_id int CONSTRAINT refusal_child_parent REFERENCES refusal_parent (id),
            size int CONSTRAINT refusal_child_size_positive CHECK (size > 0))`,
    );
    await handle.db.execute(sql`INSERT INTO refusal_parent (id) VALUES (1)`);
    await handle.db.execute(sql`INSERT INTO refusal_child (id, parent_id, size) VALUES (1, 1, 1)`);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('reads the SQLSTATE and the constraint through drizzle’s wrapping, on either database', async () => {
    const duplicate = await raised(handle, sql`INSERT INTO refusal_parent (id) VALUES (1)`);
    expect(databaseRefusal(duplicate)).toMatchObject({
      code: '23505',
      constraint: 'refusal_parent_pkey',
    });
    expect(isUniqueViolation(duplicate, 'refusal_parent')).toBe(true);
    expect(isUniqueViolation(duplicate, 'another_table')).toBe(false);

    const orphan = await raised(
      handle,
      sql`INSERT INTO refusal_child (id, parent_id, size) VALUES (2, 9, 1)`,
    );
    expect(databaseRefusal(orphan)).toMatchObject({
      code: '23503',
      constraint: 'refusal_child_parent',
    });
    expect(isUniqueViolation(orphan, 'refusal_child')).toBe(false);

    const negative = await raised(
      handle,
      sql`INSERT INTO refusal_child (id, parent_id, size) VALUES (3, 1, -1)`,
    );
    expect(databaseRefusal(negative)).toMatchObject({
      code: '23514',
      constraint: 'refusal_child_size_positive',
    });
    expect(databaseRefusal(negative).message).toContain('refusal_child_size_positive');
  });

  it('answers no code for what is not a database error', () => {
    expect(databaseRefusal(new Error('plain'))).toEqual({
      code: undefined,
      constraint: undefined,
      message: 'plain',
    });
    expect(databaseRefusal(null)).toEqual({ code: undefined, constraint: undefined, message: '' });
    expect(databaseRefusal('text')).toEqual({
      code: undefined,
      constraint: undefined,
      message: '',
    });
  });
});
