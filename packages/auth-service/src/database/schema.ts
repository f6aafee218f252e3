/**
 * The tables, in SQL that PostgreSQL runs as it is (PGlite is PostgreSQL compiled to WASM), so a
 * production deployment points several stateless instances at one PostgreSQL. Idempotent: run on
 * every start.
 */
export const AUTH_SCHEMA_SQL = `
create table if not exists auth_users (
  id uuid primary key,
  email text not null unique,
  evm_address text not null,
  solana_address text not null,
  wrapped_data_key bytea not null,
  sealed_evm_key bytea not null,
  sealed_solana_key bytea not null,
  created_at timestamptz not null
);

create table if not exists auth_email_codes (
  id uuid primary key,
  recipient text not null,
  purpose text not null check (purpose in ('login', 'device', 'change_primary', 'change_secondary')),
  user_id uuid references auth_users (id) on delete cascade,
  new_email text,
  device_hash bytea,
  code_hash bytea not null,
  attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index if not exists auth_email_codes_recipient on auth_email_codes (recipient, created_at desc);

create table if not exists auth_devices (
  user_id uuid not null references auth_users (id) on delete cascade,
  device_hash bytea not null,
  approved_at timestamptz not null,
  primary key (user_id, device_hash)
);

create table if not exists auth_sessions (
  token_hash bytea primary key,
  user_id uuid not null references auth_users (id) on delete cascade,
  app_origin text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index if not exists auth_sessions_user on auth_sessions (user_id);
`
