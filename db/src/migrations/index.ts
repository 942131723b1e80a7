import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121170557 } from './Migration20261121170557.ts';
import { Migration20261124213451 } from './Migration20261124213451.ts';
import { Migration20261128103000 } from './Migration20261128103000.ts';

/** Every migration in order. New ones are generated with `npm run -w @namescope/db migration:create`. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121170557', class: Migration20261121170557 },
  { name: 'Migration20261124213451', class: Migration20261124213451 },
  { name: 'Migration20261128103000', class: Migration20261128103000 },
];
