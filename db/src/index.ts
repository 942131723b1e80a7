export * from './entities/index.ts';
export { parseDbCliConfig, type DbCliConfig } from './cli/config.ts';
export { adminHasExamplePassword, EXAMPLE_ADMIN_PASSWORD } from './example-admin-password.ts';
export { createOrmConfig, type OrmConfigOptions } from './orm-config.ts';
export { migrate, migrateDown, openOrm, type Orm } from './orm.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { ADMIN_USERNAME, seedAdmin } from './seed.ts';
