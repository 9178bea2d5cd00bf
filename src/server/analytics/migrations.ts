import { Migrator, type Kysely, type Migration } from 'kysely';
import type { AnalyticsEngine } from './analyticsStore';

/**
 * The analytics schema, with Kysely's schema builder so the same steps run on SQLite and Postgres;
 * its own migration table, so it never mixes with the lead store's migrations.
 */
function migrations(engine: AnalyticsEngine): Record<string, Migration> {
  const day = 'varchar(10)';
  return {
    '001_analytics': {
      async up(db: Kysely<unknown>) {
        await db.schema.createTable('analytics_salt').ifNotExists().addColumn('day', day, (c) => c.primaryKey()).addColumn('salt', 'varchar(64)', (c) => c.notNull()).execute();
        await db.schema
          .createTable('analytics_visitors')
          .ifNotExists()
          .addColumn('day', day, (c) => c.notNull())
          .addColumn('visitor', 'varchar(32)', (c) => c.notNull())
          .addColumn('converted', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('analytics_visitors_pk', ['day', 'visitor'])
          .execute();
        await db.schema
          .createTable('analytics_events')
          .ifNotExists()
          .addColumn('id', engine === 'postgres' ? 'bigserial' : 'integer', (c) => c.primaryKey())
          .addColumn('ts', 'bigint', (c) => c.notNull())
          .addColumn('day', day, (c) => c.notNull())
          .addColumn('kind', 'varchar(8)', (c) => c.notNull())
          .addColumn('path', 'varchar(200)', (c) => c.notNull())
          .addColumn('template', 'varchar(60)', (c) => c.notNull())
          .addColumn('source', 'varchar(100)')
          .addColumn('device', 'varchar(10)', (c) => c.notNull())
          .addColumn('language', 'varchar(35)')
          .addColumn('engaged_ms', 'integer')
          .addColumn('metric', 'varchar(4)')
          .addColumn('value', 'double precision')
          .execute();
        await db.schema.createIndex('analytics_events_ts').ifNotExists().on('analytics_events').column('ts').execute();
        await db.schema
          .createTable('analytics_days')
          .ifNotExists()
          .addColumn('day', day, (c) => c.primaryKey())
          .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('conversions', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('engaged_ms', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
        // Keyed by day first: a range query reads one slice of each table's key.
        await db.schema
          .createTable('analytics_dims')
          .ifNotExists()
          .addColumn('day', day, (c) => c.notNull())
          .addColumn('dim', 'varchar(8)', (c) => c.notNull())
          .addColumn('key', 'varchar(200)', (c) => c.notNull())
          .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('leads', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('analytics_dims_pk', ['day', 'dim', 'key'])
          .execute();
        await db.schema
          .createTable('analytics_vitals')
          .ifNotExists()
          .addColumn('day', day, (c) => c.notNull())
          .addColumn('template', 'varchar(60)', (c) => c.notNull())
          .addColumn('metric', 'varchar(4)', (c) => c.notNull())
          .addColumn('bucket', 'integer', (c) => c.notNull())
          .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('analytics_vitals_pk', ['day', 'template', 'metric', 'bucket'])
          .execute();
      },
    },
  };
}

/** Brings the analytics tables up to date; throws with the failing step's error. */
export async function migrateAnalytics(db: Kysely<unknown>, engine: AnalyticsEngine): Promise<void> {
  const all = migrations(engine);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => all },
    migrationTableName: 'analytics_migrations',
    migrationLockTableName: 'analytics_migrations_lock',
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
