/**
 * The tables, in SQL that PostgreSQL runs as it is (PGlite is PostgreSQL compiled to WASM), so a
 * production deployment points several stateless instances at one PostgreSQL. Idempotent: run on
 * every start.
 */
export const AUTH_SCHEMA_SQL = `
create table if not exists auth_users (
  id uuid primary key,
  email text unique,
  evm_address text not null,
  solana_address text not null,
  wrapped_data_key bytea not null,
  sealed_evm_key bytea not null,
  sealed_solana_key bytea not null,
  created_at timestamptz not null
);

-- Users of a social account or Farcaster may have no email; databases made before that get the
-- columns relaxed and added here, as every statement of this file, idempotently.
alter table auth_users alter column email drop not null;
alter table auth_users add column if not exists user_name text;

-- An account at an outside provider (a social provider's OpenID subject, a Farcaster fid) and the
-- user it signs in as.
create table if not exists auth_identities (
  provider text not null,
  subject text not null,
  user_id uuid not null references auth_users (id) on delete cascade,
  created_at timestamptz not null,
  primary key (provider, subject)
);
create index if not exists auth_identities_user on auth_identities (user_id);

-- A started social sign-in (OpenID Connect code flow): PKCE verifier and nonce until its callback.
create table if not exists auth_social_states (
  state_hash bytea primary key,
  provider text not null,
  app_origin text not null,
  code_verifier text not null,
  nonce text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index if not exists auth_social_states_expiry on auth_social_states (expires_at);

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

-- A started Farcaster sign-in: the relay channel and the nonce asked for, until the signed message
-- comes back; the id the frame page holds is stored as its hash.
create table if not exists auth_farcaster_sign_ins (
  id_hash bytea primary key,
  app_origin text not null,
  channel_token text not null,
  nonce text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index if not exists auth_farcaster_sign_ins_expiry on auth_farcaster_sign_ins (expires_at);
`
