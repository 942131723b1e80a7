import { Migration } from '@mikro-orm/migrations';

/** An address search lists the names one registrant registered, newest first (api/src/search/address-registrations.ts). */
export class Migration20261128103000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "domain_registrations_registrant_time_idx" on "domain_registrations" ("registrant", "block_timestamp");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "domain_registrations_registrant_time_idx";`);
  }
}
