import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from './entities/index.ts';
import { openOrm, type Orm } from './orm.ts';
import { seedAdmin } from './seed.ts';
import { createTestDatabase, type TestDatabase } from '../test/support/test-database.ts';
import { verifyPassword } from './password.ts';

let db: TestDatabase;
let orm: Orm;

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await openOrm({ databaseUrl: db.url, poolMax: 2 });
});
afterAll(async () => {
  await orm.close();
  await db.drop();
});

describe('seedAdmin', () => {
  it('stores a salted argon2id hash, never the password', async () => {
    expect(await seedAdmin(orm.em.fork(), 'first-password-1')).toBe('created');
    const rows = await orm.em.fork().getConnection().execute('select username, password from users');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.password).not.toContain('first-password-1');
    expect(rows[0]!.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(rows[0]!.password, 'first-password-1')).toBe(true);
  });

  it('is idempotent and picks up a changed password', async () => {
    expect(await seedAdmin(orm.em.fork(), 'first-password-1')).toBe('unchanged');
    expect(await seedAdmin(orm.em.fork(), 'second-password-2')).toBe('updated');
    const user = await orm.em.fork().findOneOrFail(User, { username: 'admin' });
    expect(await verifyPassword(user.password, 'second-password-2')).toBe(true);
    expect(await verifyPassword(user.password, 'first-password-1')).toBe(false);
    expect(await orm.em.fork().count(User)).toBe(1);
  });
});
