import { type AppDef, type RoleName } from '@portal/shared-contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Migration } from 'kysely/migration';
import type { Redis } from 'ioredis';
import type { ServiceConfig } from './config';
import type { AnyDb } from './db';
import type { SigningKey } from './keys';
import type { NotificationProducer, NotificationQueue } from './notifications';

/**
 * What a service's routes and seed receive, typed by the service's own database (`ServiceContext<EcoDb>`),
 * so a route reads `ctx.db` with its tables' types and no cast.
 */
export interface ServiceContext<Db = AnyDb> {
  /** The database, with the service's own schema as the default. */
  db: Db;
  config: ServiceConfig;
  redis: Redis | null;
  /** Raises notification events and queues e-mail through the service's outbox. */
  notifications: NotificationProducer;
  /** The queue itself, for reading its figures; null without Redis. Producers use `notifications`. */
  notificationQueue: NotificationQueue | null;
  signingKey?: SigningKey;
}

/**
 * A service as the kit runs it: the same definition runs as its own process
 * against PostgreSQL or beside the others in one process on PGlite. A service declares it over its
 * database (`ServiceDefinition<EcoDb>`); the kit and the platform hold any service as the default.
 */
export interface ServiceDefinition<Db = AnyDb> {
  name: string;
  title: string;
  /** The one PostgreSQL schema this service owns and writes. */
  schema: string;
  /** URL prefixes the gateway routes to this service. */
  apiPrefixes: readonly string[];
  /** Default port when the service runs as its own process. */
  port: number;
  migrations: Record<string, Migration>;
  /**
   * The published views of other schemas this service reads (`directory.leas`, `reference.lookup_values`):
   * its database role may read these and nothing else outside its schema. Every service also reads
   * `directory.session_states`, through the kit's token check, without naming it.
   */
  reads?: readonly PublishedView[];
  /** Reads every audit trail and disclosure log a service publishes in `audit_log` (the Audit Log): its role may read those views, never the trails. */
  readsAuditTrails?: boolean;
  /**
   * Counts the other services' records that name an LEA or school before one is deleted: its role may
   * read their `lea_id` and `school_id` columns and no other.
   */
  readsDirectoryReferences?: boolean;
  /**
   * True when the service raises notifications: one of its migrations creates the outbox (the DDL
   * of `createNotificationOutbox`, written out, as a migration imports no helper) and the kit runs
   * the relay that hands it to the queue.
   */
  notificationOutbox?: boolean;
  /**
   * Data every installation needs (text blocks, roles, notification types): runs on every start, after
   * every schema is migrated, in dependency order, and adds only what is missing.
   */
  seed?(ctx: ServiceContext<Db>): Promise<void>;
  /**
   * Deterministic demo data, only when the configuration asks for it (`demoData`): runs after every
   * service's `seed`, in dependency order, and leaves alone data it finds already there.
   */
  demoSeed?(ctx: ServiceContext<Db>): Promise<void>;
  /**
   * Demo data only the running portal can make, through the services' APIs as the demo users would
   * (restraint's plans, which the findings engine owns): runs once every service listens, when the
   * configuration asks for demo data, and leaves alone data it finds already there. Never call a
   * peer holding a transaction open. A failure is logged, not fatal: the portal serves without it.
   */
  demoAfterStart?(ctx: ServiceContext<Db>, sessions: DemoSessions): Promise<void>;
  /**
   * Why this installation must not be served, or null: checked before the service takes its first
   * request (e.g. demo accounts under NODE_ENV=production), so a refusal stops the start with its reason.
   */
  startRefusal?(ctx: ServiceContext<Db>): Promise<string | null>;
  /** Route plugins, registered in order with the service's context. */
  routes: readonly FastifyPluginAsync<ServiceContext<Db>>[];
  /** Extra start-up for the service (e.g. plugins that need its context). */
  onReady?(app: FastifyInstance, ctx: ServiceContext<Db>): Promise<void>;
}

/** Demo users signed in for a post-start demo step. */
export interface DemoSessions {
  /** The `authorization` header of the demo account holding `role` (the state user, the district's local administrator). */
  authorizationAs(role: RoleName): Promise<string>;
}

/** A view another service publishes for reading: the identity service's directory, admin's reference lists. */
export type PublishedView =
  | 'directory.leas'
  | 'directory.schools'
  | 'directory.school_years'
  | 'directory.users'
  | 'directory.user_leas'
  | 'directory.user_permissions'
  | 'directory.data_version'
  | 'reference.lookup_values'
  | 'casework.document_versions'
  | 'casework.plans'
  | 'casework.findings'
  | 'reference.state_holidays'
  | 'reference.school_calendars'
  | 'reference.school_calendar_days';

/** Where a service's health, readiness and OpenAPI document live. */
export function homePrefix(def: Pick<ServiceDefinition, 'name'>): string {
  return `/api/${def.name}`;
}

/**
 * What a domain service's definition takes from its application's contract: its name and schema
 * are the application's id, its title and API prefix the application's, so none is written twice.
 */
export function ofApplication(
  app: Pick<AppDef, 'id' | 'title' | 'apiPrefix'>,
): Pick<ServiceDefinition, 'name' | 'title' | 'schema' | 'apiPrefixes'> {
  return { name: app.id, title: app.title, schema: app.id, apiPrefixes: [app.apiPrefix] };
}
