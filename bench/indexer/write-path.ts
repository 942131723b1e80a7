import { openOrm } from '@namescope/db';
import { createTestDatabase } from '@namescope/db/testing';
import { createIngestStore } from '@namescope/indexer';
import { syntheticRegistration } from '@namescope/indexer/testing';

/**
 * The PostgreSQL side alone: `count` synthetic registrations committed with their cursor in batches of
 * `batch` (the indexer's default), into a fresh database. Returns events per second.
 */
export async function measureWritePath(count: number, batch: number): Promise<number> {
  const db = await createTestDatabase();
  const orm = await openOrm({ databaseUrl: db.url, poolMax: 2 });
  try {
    const store = createIngestStore(orm.em.getConnection().getKnex());
    const t0 = performance.now();
    let cursor: string | undefined;
    for (let i = 0; i < count; i += batch) {
      const rows = Array.from({ length: Math.min(batch, count - i) }, (_, j) => syntheticRegistration(i + j));
      const next = String(i + rows.length);
      await store.commit('bench', cursor, next, rows);
      cursor = next;
    }
    return count / ((performance.now() - t0) / 1000);
  } finally {
    await orm.close();
    await db.drop();
  }
}
