import { Migration } from '@mikro-orm/migrations';

export class Migration20261124213451 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "watchlists" ("session_id" varchar(100) not null, "token" varchar(64) not null, "created_at" timestamptz not null default now(), constraint "watchlists_pkey" primary key ("session_id"));`,
    );
    this.addSql(`alter table "watchlists" add constraint "watchlists_token_unique" unique ("token");`);

    this.addSql(
      `create table "watchlist_items" ("id" serial primary key, "session_id" varchar(100) not null, "extension" varchar(16) not null, "name" varchar(100) not null, "status" varchar(32) null, "lifecycle" varchar(32) null, "expiration_date" varchar(64) null, "last_checked_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "watchlist_items_session_created_idx" on "watchlist_items" ("session_id", "created_at");`,
    );
    this.addSql(
      `alter table "watchlist_items" add constraint "watchlist_items_session_ext_name_uq" unique ("session_id", "extension", "name");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "watchlists" cascade;`);

    this.addSql(`drop table if exists "watchlist_items" cascade;`);
  }
}
