import { Migration } from '@mikro-orm/migrations';

export class Migration20261121170557 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "authenticated_domains" ("id" serial primary key, "domain_name" varchar(253) not null, "authentication_date" varchar(32) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "authenticated_domains" add constraint "authenticated_domains_domain_name_unique" unique ("domain_name");`,
    );

    this.addSql(
      `create table "contact_submissions" ("id" uuid not null default gen_random_uuid(), "name" varchar(200) not null, "email" varchar(254) not null, "phone" varchar(50) null, "company" varchar(200) not null, "interest" text not null, "created_at" timestamptz not null default now(), constraint "contact_submissions_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "cybersquatted_domains" ("id" serial primary key, "domain_name" varchar(253) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "cybersquatted_domains" add constraint "cybersquatted_domains_domain_name_unique" unique ("domain_name");`,
    );

    this.addSql(
      `create table "domain_registrations" ("id" bigserial primary key, "domain_name" varchar(255) not null, "tld" varchar(16) not null, "service" varchar(64) not null, "registrant" varchar(128) not null, "transaction_hash" varchar(128) not null, "block_timestamp" timestamptz not null, "block_number" bigint not null, "log_index" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "domain_registrations_tld_time_idx" on "domain_registrations" ("tld", "block_timestamp");`,
    );
    this.addSql(
      `create index "domain_registrations_time_idx" on "domain_registrations" ("block_timestamp");`,
    );
    this.addSql(
      `alter table "domain_registrations" add constraint "domain_registrations_tld_tx_name_uq" unique ("tld", "transaction_hash", "domain_name");`,
    );

    this.addSql(
      `create table "indexer_cursors" ("source" varchar(64) not null, "position" varchar(255) not null, "updated_at" timestamptz not null default now(), constraint "indexer_cursors_pkey" primary key ("source"));`,
    );

    this.addSql(
      `create table "newsletter_subscriptions" ("id" serial primary key, "email" varchar(254) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_email_unique" unique ("email");`,
    );

    this.addSql(
      `create table "search_analytics" ("id" serial primary key, "search_term" varchar(100) not null, "ip_address" varchar(64) null, "user_agent" varchar(512) null, "session_id" varchar(100) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "search_analytics_created_idx" on "search_analytics" ("created_at");`);

    this.addSql(
      `create table "search_history" ("id" serial primary key, "session_id" varchar(100) not null, "search_term" varchar(100) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "search_history_session_created_idx" on "search_history" ("session_id", "created_at");`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(100) not null, "password" varchar(255) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
  }
}
