export * from './entities/index.ts';
export { createOrmConfig, DEFAULT_DATABASE_URL, type OrmConfigOptions } from './orm-config.ts';
export { migrate, migrateDown, openOrm, type Orm } from './orm.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { ADMIN_USERNAME, seedAdmin } from './seed.ts';
