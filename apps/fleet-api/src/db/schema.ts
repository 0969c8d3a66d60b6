// One piece on purpose: Kysely's `DB` type is the whole database, one interface per table, read together when a
// migration changes the schema; split across files it would only be re-joined by imports.
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CostLine, ReportJobPhase, ReportJobState, StopState, SummaryParts, TireEventKind, TripProgress, TripStatus, WorkOrderStatus } from '@fleet/domain';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a database default that is never rewritten. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A nullable timestamptz column that may be left out on insert. */
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A company; every row below belongs to one. */
export interface TenantTable {
  id: Generated<string>;
  name: string;
  created_at: CreatedAt;
  /** Per-tenant settings (see tenants/tenant-settings.ts), e.g. `{ statusThresholds: { parkAfterMs } }`. */
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** 'active' or 'suspended' (by the installation's operator: nobody of the company signs in). Migration 0013. */
  status: Generated<'active' | 'suspended'>;
}

/** A person who signs in; belongs to one tenant. */
export interface UserTable {
  /** uuid, read by the web as `uid`. */
  id: Generated<string>;
  tenant_id: string;
  /** Lower case, unique. */
  username: string;
  /** Lower case, unique. */
  email: string;
  display_name: string;
  about: Generated<string>;
  photo_url: Generated<string>;
  /** `active`, `pending` (a self-registered account whose email is not confirmed yet) or `disabled`. */
  status: Generated<string>;
  role: 'Administrator' | 'Client';
  /** Page keys (access.pages). */
  pages: JSONColumnType<string[]>;
  /** Action permissions. */
  permissions: JSONColumnType<string[]>;
  logo_big_url: Generated<string>;
  logo_small_url: Generated<string>;
  /** `scrypt$N$r$p$salt$hash`, see auth/password-hash.ts. */
  password_hash: string;
  created_at: CreatedAt;
  last_login_at: OptionalTimestamp;
  /** The user's own IANA time zone, overriding the company's; null: the company's (migration 0011). */
  time_zone: Generated<string | null>;
  /** A Vessel agency user's agency: they see the vessels of this owner / agency only (migration 0029); null: none. */
  vessel_agency: Generated<string | null>;
}

/** A Client's asset groups: they see every asset of these groups, besides those in user_assets (migration 0013). */
export interface UserAssetGroupTable {
  user_id: string;
  group_id: number;
}

/** A user signed in through an OpenID Connect provider: the provider's issuer and subject (migration 0013). */
/** A sign-in with the OpenID Connect provider under way (migration 0014): from its start to its callback. */
export interface OidcLoginTable {
  /** SHA-256 (hex) of the `state` sent to the provider. */
  state_hash: string;
  /** The `nonce` the id_token must carry. */
  nonce: string;
  /** The PKCE code verifier (S256). */
  code_verifier: string;
  /** The attempt is refused after this. */
  expires_at: Date;
}

export interface UserIdentityTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: CreatedAt;
}

/** One change an administrator (or the installation's operator) made, kept per company (migration 0013). */
export interface AuditLogTable {
  id: Generated<string>;
  tenant_id: string;
  at: CreatedAt;
  /** Null when the installation's operator or the system acted. */
  actor_id: string | null;
  /** The actor as shown in the log (display name and username, or 'Installation operator (email)'). */
  actor_name: string;
  /** What was done: 'create' | 'update' | 'delete' | 'purge' | 'import' | 'claim' | 'detach' | 'support-visit' | ... */
  action: string;
  /** What it was done to: 'user' | 'asset' | 'asset-group' | 'device' | 'company' | ... */
  object_kind: string;
  object_id: string | null;
  /** One readable line: "Updated asset Hino 500: speed limit 80 -> 90 km/h". */
  summary: string;
  /** The changed fields, before and after (never secrets). */
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
}

/** A login: one refresh token chain and every access token issued on it. */
export interface SessionTable {
  id: Generated<string>;
  user_id: string;
  /** SHA-256 (hex) of the current refresh token. */
  refresh_hash: string;
  /** SHA-256 (hex) of the refresh token it replaced: presenting that one again is a reuse. */
  previous_refresh_hash: string | null;
  expires_at: Timestamp;
  revoked_at: OptionalTimestamp;
  created_at: CreatedAt;
  user_agent: string | null;
  ip: string | null;
  /** The installation operator's email when they opened this session to act as the user for support (migration 0015). */
  support_by: Generated<string | null>;
}

/** A mailed password reset link: single use, expiring. */
export interface PasswordResetTable {
  /** SHA-256 (hex) of the token in the mailed link. */
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: OptionalTimestamp;
  created_at: CreatedAt;
}

/** A mailed email confirmation link of a self-registered account: single use, expiring (migration 0010). */
export interface EmailConfirmationTable {
  /** SHA-256 (hex) of the token in the mailed link. */
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: OptionalTimestamp;
  created_at: CreatedAt;
}

/** A named group of assets within a tenant. */
export interface AssetGroupTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
}

/** Something tracked: a vehicle, vessel, machine, animal, item, watch or person. */
export interface AssetTable {
  /** Identity, read by the web as `assetId`. */
  id: Generated<number>;
  tenant_id: string;
  name: string;
  /** One of ASSET_TYPES. */
  type: string;
  group_id: number | null;
  /** The tracker's identifier as the product shows it (IMEI-like); '' without one; unique among the tenant's live assets (0014). */
  unit_id: string;
  icon_type: Generated<string>;
  created_at: CreatedAt;
  /** Implement (working) width of the PTO analysis, metres; null: DEFAULT_IMPLEMENT_WIDTH_M. Migration 0005. */
  implement_width_m: Generated<number | null>;
  /** Temperature range of the Temperature report: 'frozen' | 'chilled' | 'custom'; null: chilled 2-8 °C. Migration 0012. */
  temperature_profile: Generated<string | null>;
  /** °C, with the profile (null without). */
  temperature_min_c: Generated<number | null>;
  temperature_max_c: Generated<number | null>;
  /** Plate or registration number (migration 0013). */
  plate: Generated<string | null>;
  /** Fuel tank size, litres. */
  fuel_tank_l: Generated<number | null>;
  /** One of FUEL_TYPES. */
  fuel_type: Generated<string | null>;
  /** The asset's own overspeed limit, km/h; null: the company's. */
  speed_limit_kmh: Generated<number | null>;
  /** Added to the tracker's odometer (km) and engine hours (h) so that they match the dashboard. */
  odometer_offset_km: Generated<number>;
  engine_hours_offset_h: Generated<number>;
  /** Deleted from the lists at this time; its positions, events and receipts stay unless purged. */
  deleted_at: OptionalTimestamp;
  /** Axle layout of its tires (domain TIRE_LAYOUTS); null: its type's default (migration 0026). */
  tire_layout: Generated<string | null>;
  /** The transporter (carrier, subcontractor) whose vehicle it is (migration 0027). */
  transporter_id: Generated<number | null>;
}

/** A tracker that reports positions, fitted to an asset. */
export interface DeviceTable {
  id: Generated<number>;
  /** The company that registered (claimed) the device; identifiers nobody registered are in unregistered_devices. */
  tenant_id: string;
  /** What the device sends as its id (IMEI, serial); unique across tenants. */
  identifier: string;
  protocol: string;
  model: string;
  /** Firmware version when the device reports one (migration 0013). */
  firmware: Generated<string | null>;
  asset_id: number | null;
  last_seen_at: OptionalTimestamp;
  created_at: CreatedAt;
}

/**
 * Records waiting for an asset (migration 0006): of a company's device without an asset, or of an identifier nobody
 * registered yet (unregistered_devices, migration 0009; no reference to devices since).
 */
export interface DeviceBacklogTable {
  identifier: string;
  /** Device time of the record. */
  time: ColumnType<Date, Date, Date>;
  /** The PositionInput without assetId, as JSON (written as text). */
  record: ColumnType<Record<string, unknown>, string, string>;
  /** When the server received it (the server clock): records of unregistered identifiers expire by it. */
  received_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/**
 * An identifier that reported (or introduced itself) before any company registered it (migration 0009). No company
 * lists these; an Administrator claims one by typing it in full, which moves it to devices.
 */
export interface UnregisteredDeviceTable {
  identifier: string;
  protocol: string;
  /** Address the identifier first came from (null when unknown: MQTT, rows moved by migration 0009). */
  source_address: string | null;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
  /** Its rows in device_backlog. */
  records_kept: ColumnType<number, number | undefined, number>;
  /** Records acknowledged but not kept (over a bound), since first seen. */
  records_dropped: ColumnType<string | number, number | undefined, number | string>;
}

/** The assets a Client user was given. */
export interface UserAssetTable {
  user_id: string;
  asset_id: number;
}

/** Server-wide key/value settings (generated secrets, seed markers). */
export interface ServerSettingTable {
  key: string;
  value: string;
}

/** A numeric column that may be null. */
type Num = number | null;
/** A jsonb column written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

/** The fields of one report, shared by the positions and the last state of each asset. Device time in `time`. */
export interface PositionFields {
  time: Timestamp;
  lat: number;
  lng: number;
  speed: number;
  heading: number;
  altitude: Num;
  satellites: Num;
  valid: boolean;
  ignition: boolean | null;
  inputs: Json<Record<string, boolean>>;
  input_names: Json<Record<string, string>>;
  fuel_litres: Num;
  fuel_percent: Num;
  temperature: Num;
  voltage: Num;
  odometer: Num;
  address: string | null;
  attributes: Json<Record<string, unknown>>;
}

/**
 * One stored report of an asset. Append-only; the primary key (asset_id, time) keeps a re-sent report from being
 * stored twice. Units as in PositionInput: degrees, km/h, metres, litres, percent, degrees Celsius, volts, km.
 */
export interface PositionTable extends PositionFields {
  asset_id: number;
  device_id: number | null;
  /** When the server stored it. */
  server_time: CreatedAt;
}

/** The newest report of each asset, its stationary start and its derived status (one row per asset that reported). */
export interface AssetStateTable extends PositionFields {
  asset_id: number;
  tenant_id: string;
  /** Since when the speed has stayed below the moving threshold; null while moving. */
  stationary_since: OptionalTimestamp;
  /** One of ASSET_STATUSES, as last derived (ingest or status ticker). */
  status: string;
  updated_at: Timestamp;
  /** The engine-hours meter, ms of engine time counted at ingest (migration 0025). */
  engine_ms: Generated<number>;
}

/** A point of interest: one polygon of a tenant. */
export interface PoiTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  /** One ring of [lng, lat] pairs, closed (the first point repeated at the end). */
  ring: Json<[number, number][]>;
  /** Names of the POI groups it is listed under. */
  groups: Json<string[]>;
  /** `{ type, color }` as the web saved them. */
  meta: Json<{ type: string; color: string }>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A user's named POI group. */
export interface PoiGroupTable {
  user_id: string;
  name: string;
  created_at: CreatedAt;
}

/** An event derived from positions by the ingest path (ignition, overspeed, idle, refuel, drain, battery). */
export interface EventTable {
  /** bigint, read as text by the drivers. */
  id: Generated<string>;
  tenant_id: string;
  asset_id: number;
  time: Timestamp;
  type: string;
  lat: number;
  lng: number;
  details: Json<Record<string, string | number | boolean | null>>;
}

/** A fuel receipt (SPEC §3): litres, RM total and per litre; files are upload paths. */
export interface FuelReceiptTable {
  id: Generated<number>;
  tenant_id: string;
  asset_id: number;
  time: Timestamp;
  fuel: number;
  price: number;
  priceperliter: number;
  location: Generated<string>;
  files: Json<string[]>;
  created_by: string | null;
  uploaded_at: CreatedAt;
  /** Where the receipt was filled, when known (fuel reconciliation checks the place). Migration 0012. */
  lat: Generated<number | null>;
  lng: Generated<number | null>;
}

/** A toll receipt (SPEC §3). */
export interface TollReceiptTable {
  id: Generated<number>;
  tenant_id: string;
  asset_id: number;
  time: Timestamp;
  price: number;
  location: Generated<string>;
  files: Json<string[]>;
  created_by: string | null;
  uploaded_at: CreatedAt;
}

/** A maintenance record: document (d), service (s) or tire (t), cost in RM. */
export interface MaintenanceRecordTable {
  id: Generated<number>;
  tenant_id: string;
  asset_id: number;
  kind: 'd' | 's' | 't';
  time: Timestamp;
  title: string;
  cost: number;
  /** Dashboard odometer at the time, km. */
  odometer: Num;
  details: Json<Record<string, string | number | null>>;
  /** Migration 0026: engine hours at the time, the vendor, notes, upload URLs, parts and labour lines. */
  engine_hours: Generated<number | null>;
  vendor: Generated<string>;
  notes: Generated<string>;
  files: ColumnType<string[], string | undefined, string>;
  lines: ColumnType<CostLine[], string | undefined, string>;
  /** Documents: type (DOCUMENT_TYPES), number, date of issue and expiry (company dates). */
  document_type: Generated<string | null>;
  reference: Generated<string>;
  issued_on: Generated<string | null>;
  expiry_date: Generated<string | null>;
  /** The work order whose completion wrote it; the tire it concerns. */
  work_order_id: Generated<number | null>;
  tire_id: Generated<number | null>;
  created_by: Generated<string | null>;
  by_name: Generated<string | null>;
}

/** A meter reading entered by hand (migration 0026). */
export interface MeterReadingTable {
  id: Generated<number>;
  tenant_id: string;
  asset_id: number;
  time: Timestamp;
  odometer_km: number | null;
  engine_hours: number | null;
  note: Generated<string>;
  created_by: string | null;
  by_name: string | null;
  created_at: Generated<Date>;
}

/** A service program (migration 0026). */
export interface ServiceProgramTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  description: Generated<string>;
  notify_web: Generated<boolean>;
  emails: Generated<string[]>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A task of a service program: every N months, km or engine hours, whichever comes first. */
export interface ServiceTaskTable {
  id: Generated<number>;
  tenant_id: string;
  program_id: number;
  name: string;
  every_months: number | null;
  every_km: number | null;
  every_hours: number | null;
  notice_days: number;
  notice_km: number;
  notice_hours: number;
  sort: Generated<number>;
}

/** An asset or a group a program is assigned to. */
export interface ServiceProgramTargetTable {
  id: Generated<number>;
  tenant_id: string;
  program_id: number;
  asset_id: number | null;
  group_id: number | null;
}

/** A work order (migration 0026). */
export interface WorkOrderTable {
  id: Generated<number>;
  tenant_id: string;
  /** Per company, from 1 (workOrderNumber). */
  number: number;
  asset_id: number;
  source: 'manual' | 'schedule' | 'defect';
  reminder_id: number | null;
  title: string;
  description: Generated<string>;
  status: WorkOrderStatus;
  priority: Generated<string>;
  assignee: Generated<string>;
  vendor: Generated<string>;
  due_date: string | null;
  lines: ColumnType<CostLine[], string | undefined, string>;
  opened_at: Timestamp;
  started_at: OptionalTimestamp;
  completed_at: OptionalTimestamp;
  downtime_h: number | null;
  odometer_km: number | null;
  engine_hours: number | null;
  record_id: number | null;
  notes: Generated<string>;
  created_by: string | null;
  opened_by_name: string | null;
  updated_at: Generated<Date>;
}

/** A status change of a work order. */
export interface WorkOrderEventTable {
  id: Generated<number>;
  tenant_id: string;
  work_order_id: number;
  at: Timestamp;
  from_status: WorkOrderStatus | null;
  to_status: WorkOrderStatus;
  by_user: string | null;
  by_name: string | null;
  note: Generated<string>;
}

/** A tire (migration 0026): in stock, fitted at a position of an asset, or retired. */
export interface TireTable {
  id: Generated<number>;
  tenant_id: string;
  serial: string;
  brand: string;
  model: Generated<string>;
  size: string;
  cost: Generated<number>;
  vendor: Generated<string>;
  purchased_on: string | null;
  tread_new_mm: number | null;
  notes: Generated<string>;
  status: Generated<'stock' | 'fitted' | 'retired'>;
  asset_id: number | null;
  position: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** What happened to a tire. */
export interface TireEventTable {
  id: Generated<number>;
  tenant_id: string;
  tire_id: number;
  asset_id: number;
  kind: TireEventKind;
  time: Timestamp;
  position: string;
  from_position: string | null;
  odometer_km: number | null;
  tread_mm: number | null;
  reason: Generated<string>;
  created_by: string | null;
  by_name: string | null;
}

/** Summary figures of one asset over one closed local day (domain `SummaryParts` as JSON). */
export interface SummaryDayTable {
  asset_id: number;
  time_zone: string;
  day: string;
  parts: ColumnType<SummaryParts, string, string>;
  computed_at: Generated<Date>;
}

/** A stored upload: FLEET_DATA_DIR/uploads/<tenant>/<id>.<ext>. */
export interface UploadTable {
  id: string;
  tenant_id: string;
  user_id: string | null;
  original_name: string;
  /** Relative to the uploads folder: `<tenant>/<id>.<ext>`. */
  stored_path: string;
  mime: string;
  size: number;
  created_at: CreatedAt;
}

/** An export built on the server (a big report's PDF): its progress and, once done, its file. */
export interface ReportJobTable {
  id: string;
  tenant_id: string;
  user_id: string;
  report_type: string;
  file_name: string;
  state: ReportJobState;
  phase: ReportJobPhase;
  done: Generated<number>;
  total: Generated<number>;
  error: string | null;
  file: Uint8Array | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A company's alert rule (migration 0018). */
export interface AlertRuleTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  event_types: string[];
  asset_ids: Generated<number[]>;
  group_ids: Generated<number[]>;
  severity: 'info' | 'warning' | 'critical';
  /** 0 Sunday ... 6 Saturday. */
  days: number[];
  from_minute: number;
  to_minute: number;
  cooldown_minutes: number;
  notify_web: boolean;
  emails: Generated<string[]>;
  enabled: boolean;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The rule's webhook and the secret its payloads are signed with (migration 0019). */
  webhook_url: string | null;
  webhook_secret: string | null;
  /** Hours without a report for the "inactive" type (migration 0021). */
  inactive_hours: Generated<number>;
  /** The figures of the condition types (migration 0024). */
  speed_limit_kph: Generated<number>;
  speeding_seconds: Generated<number>;
  temperature_min_c: number | null;
  temperature_max_c: number | null;
  temperature_minutes: Generated<number>;
  dwell_minutes: Generated<number>;
  poi_ids: Generated<number[]>;
}

/** A condition under way for a rule and asset (migration 0024): speeding, a temperature out of range, a POI stay. */
export interface AlertEpisodeTable {
  rule_id: number;
  asset_id: number;
  /** The POI of a dwell; 0 for the other conditions. */
  subject: Generated<number>;
  since: Date;
  last_at: Date;
  told_at: Date | null;
  worst: number | null;
  details: ColumnType<Record<string, string | number | null>, string | undefined, string>;
}

/** One e-mail or webhook an alert sends, with its tries (migration 0019). */
export interface AlertDeliveryTable {
  /** bigint, read as text by the drivers. */
  id: Generated<string>;
  tenant_id: string;
  alert_id: string;
  channel: 'email' | 'webhook';
  /** The address or URL. */
  target: string;
  /** The webhook's signing secret at the time (null for e-mail). */
  secret: string | null;
  state: Generated<'pending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  next_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_status: number | null;
  last_error: string | null;
  delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
}

/** An alert a rule raised (migration 0018). */
export interface AlertTable {
  /** bigint, read as text by the drivers. */
  id: Generated<string>;
  tenant_id: string;
  rule_id: number | null;
  rule_name: string;
  asset_id: number;
  asset_name: string;
  type: string;
  severity: 'info' | 'warning' | 'critical';
  time: Timestamp;
  lat: number | null;
  lng: number | null;
  details: Json<Record<string, string | number | boolean | null>>;
  acknowledged_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  acknowledged_by: string | null;
  acknowledged_by_name: string | null;
  comment: string | null;
  created_at: Generated<Date>;
}

/** A reminder of an asset (migration 0020). Dates are company dates, `YYYY-MM-DD`. */
export interface ReminderTable {
  id: Generated<number>;
  tenant_id: string;
  asset_id: number;
  kind: string;
  title: string;
  due_date: string | null;
  repeat_months: number | null;
  every_km: number | null;
  next_km: number | null;
  notice_days: number;
  notice_km: number;
  /** By engine hours (migration 0025). */
  every_hours: number | null;
  next_hours: number | null;
  notice_hours: Generated<number>;
  notify_web: boolean;
  emails: Generated<string[]>;
  done: Generated<boolean>;
  /** The state an alert last told (an alert goes out when it worsens). */
  last_state: Generated<string>;
  last_done_on: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The service program task it follows; the document whose expiry it tells (migration 0026). */
  service_task_id: Generated<number | null>;
  record_id: Generated<number | null>;
}

/** One completion of a reminder (migration 0020). */
export interface ReminderCompletionTable {
  id: Generated<number>;
  tenant_id: string;
  reminder_id: number;
  done_on: string;
  odometer_km: number | null;
  /** Engine hours at the completion (migration 0025). */
  engine_hours: number | null;
  cost: number | null;
  note: Generated<string>;
  created_by: string | null;
  by_name: string | null;
  created_at: Generated<Date>;
}

/** The whole schema as Kysely sees it. */
export interface DB {
  tenants: TenantTable;
  users: UserTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  email_confirmations: EmailConfirmationTable;
  asset_groups: AssetGroupTable;
  assets: AssetTable;
  devices: DeviceTable;
  device_backlog: DeviceBacklogTable;
  unregistered_devices: UnregisteredDeviceTable;
  user_assets: UserAssetTable;
  user_asset_groups: UserAssetGroupTable;
  user_identities: UserIdentityTable;
  oidc_logins: OidcLoginTable;
  audit_log: AuditLogTable;
  server_settings: ServerSettingTable;
  positions: PositionTable;
  asset_state: AssetStateTable;
  pois: PoiTable;
  poi_groups: PoiGroupTable;
  events: EventTable;
  fuel_receipts: FuelReceiptTable;
  toll_receipts: TollReceiptTable;
  maintenance_records: MaintenanceRecordTable;
  uploads: UploadTable;
  summary_days: SummaryDayTable;
  report_jobs: ReportJobTable;
  alert_rules: AlertRuleTable;
  alert_episodes: AlertEpisodeTable;
  alerts: AlertTable;
  alert_deliveries: AlertDeliveryTable;
  reminders: ReminderTable;
  reminder_completions: ReminderCompletionTable;
  report_schedules: ReportScheduleTable;
  report_runs: ReportRunTable;
  report_run_files: ReportRunFileTable;
  data_push_targets: DataPushTargetTable;
  data_push_queue: DataPushQueueTable;
  meter_readings: MeterReadingTable;
  service_programs: ServiceProgramTable;
  service_tasks: ServiceTaskTable;
  service_program_targets: ServiceProgramTargetTable;
  work_orders: WorkOrderTable;
  work_order_events: WorkOrderEventTable;
  tires: TireTable;
  tire_events: TireEventTable;
  drivers: DriverTable;
  transporters: PartnerTable;
  transport_clients: PartnerTable;
  transport_client_sites: { client_id: number; poi_id: number };
  trips: TripTable;
  trip_stops: TripStopTable;
  driver_assignments: DriverAssignmentTable;
  share_links: ShareLinkTable;
  device_commands: DeviceCommandTable;
  vessels: VesselTable;
  vessel_zones: VesselZoneTable;
  vessel_settings: VesselSettingsTable;
}

/** A driver (migration 0027). */
export interface DriverTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  phone: Generated<string>;
  licence_class: Generated<string>;
  licence_expiry: string | null;
  /** What a vehicle's reader reports for the driver (iButton, RFID). */
  driver_key: string | null;
  /** The vehicle the driver is assigned to. */
  asset_id: number | null;
  photo_url: string | null;
  notes: Generated<string>;
  active: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A transporter or a client of transport management. */
export interface PartnerTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  contact: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  notes: Generated<string>;
  active: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A trip (job). */
export interface TripTable {
  id: Generated<number>;
  tenant_id: string;
  /** Per company, from 1 (tripNumber). */
  number: number;
  reference: Generated<string>;
  client_id: number | null;
  asset_id: number;
  driver_id: number | null;
  transporter_id: number | null;
  status: TripStatus;
  notes: Generated<string>;
  planned_start: Timestamp;
  planned_end: Timestamp;
  dispatched_at: OptionalTimestamp;
  completed_at: OptionalTimestamp;
  cancelled_at: OptionalTimestamp;
  cancel_reason: Generated<string>;
  progress: ColumnType<TripProgress | null, string | null | undefined, string | null>;
  progress_at: OptionalTimestamp;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A stop of a trip. */
export interface TripStopTable {
  id: Generated<number>;
  trip_id: number;
  seq: number;
  kind: 'pickup' | 'drop';
  poi_id: number | null;
  address: Generated<string>;
  lat: number;
  lng: number;
  radius_m: number;
  window_from: OptionalTimestamp;
  window_to: OptionalTimestamp;
  goods: Generated<string>;
  quantity: Generated<number>;
  weight_kg: Generated<number>;
  notes: Generated<string>;
  state: Generated<StopState>;
  arrived_at: OptionalTimestamp;
  departed_at: OptionalTimestamp;
  pod_files: ColumnType<string[] | null, string | null | undefined, string | null>;
  pod_note: string | null;
  pod_received_by: string | null;
  pod_at: OptionalTimestamp;
  pod_by: string | null;
}

/** Who drove a vehicle when: assigned by hand or reported by the vehicle's reader (trips add their own spans). */
export interface DriverAssignmentTable {
  id: Generated<number>;
  tenant_id: string;
  driver_id: number;
  asset_id: number;
  from_time: Timestamp;
  to_time: OptionalTimestamp;
  source: 'manual' | 'device';
}

/** A scheduled report (migration 0022); it runs with its owner's view of the assets. */
export interface ReportScheduleTable {
  id: Generated<number>;
  tenant_id: string;
  owner_id: string;
  name: string;
  report_type: string;
  asset_ids: Generated<number[]>;
  period: string;
  frequency: string;
  weekday: number;
  month_day: number;
  minute_of_day: number;
  formats: string[];
  recipients: string[];
  enabled: boolean;
  /** When it runs next; null when switched off. */
  next_run_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One run of a scheduled report (migration 0022). */
export interface ReportRunTable {
  id: Generated<number>;
  tenant_id: string;
  schedule_id: number;
  manual: boolean;
  period_from: Date;
  period_to: Date;
  state: string;
  error: string | null;
  rows: number | null;
  started_at: Date;
  finished_at: Date | null;
  /** Written as the run goes: a running run silent for long lost its server. */
  updated_at: Date;
}

/** A file a run made (migration 0022). */
export interface ReportRunFileTable {
  id: Generated<number>;
  tenant_id: string;
  run_id: number;
  file_name: string;
  mime: string;
  size: number;
  bytes: Uint8Array;
}

/** A company's data push target (migration 0023). */
export interface DataPushTargetTable {
  id: Generated<number>;
  tenant_id: string;
  owner_id: string;
  name: string;
  kind: string;
  url: string;
  topic: Generated<string>;
  send_positions: boolean;
  send_events: boolean;
  event_types: Generated<string[]>;
  asset_ids: Generated<number[]>;
  secret: string;
  enabled: boolean;
  /** Items waiting on the JetStream queue (the database queue counts its rows). */
  queued_items: Generated<string | number>;
  /** Items delivered so far (bigint: read as text by the pg driver). */
  delivered: Generated<string | number>;
  last_delivered_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A message waiting for its target (migration 0023): a batch of positions or events. */
export interface DataPushQueueTable {
  id: Generated<string | number>;
  tenant_id: string;
  target_id: number;
  content: string;
  items: JSONColumnType<unknown[]>;
  count: number;
  attempts: Generated<number>;
  next_at: Date;
  created_at: Generated<Date>;
}

/** A live-location share link (migration 0028): one asset shown to whoever holds the link until it expires. */
export interface ShareLinkTable {
  id: Generated<number>;
  tenant_id: string;
  asset_id: number;
  /** The transport trip it was made from (its vehicle is the asset). */
  trip_id: number | null;
  /** SHA-256 (hex) of the link's token; the token itself is never stored. */
  token_hash: string;
  created_by: string | null;
  created_by_name: Generated<string>;
  expires_at: Timestamp;
  /** The destination whose ETA the page shows: all three or none. Degrees. */
  dest_lat: number | null;
  dest_lng: number | null;
  dest_label: string | null;
  revoked_at: OptionalTimestamp;
  created_at: CreatedAt;
}

/** A boat's vessel register entry (migration 0029); the name is the asset's. */
export interface VesselTable {
  asset_id: number;
  tenant_id: string;
  registration: Generated<string>;
  call_sign: Generated<string>;
  /** 9 digits, or ''. */
  mmsi: Generated<string>;
  /** One of GEAR_TYPES. */
  gear_type: Generated<string>;
  /** Length overall, metres. */
  length_m: number | null;
  home_port: Generated<string>;
  /** Owner / agency (a Vessel agency user sees their agency's vessels only). */
  agency: Generated<string>;
  /** Listed on the company's public vessel page. */
  published: Generated<boolean>;
  updated_at: Generated<Date>;
}

/** A vessel zone (migration 0029): port, anchorage, fishing zone, protected area or EEZ. */
export interface VesselZoneTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  /** One of ZONE_KINDS. */
  kind: string;
  /** MultiPolygon coordinates: polygons of rings of [lng, lat] (degrees), each ring closed. */
  polygons: Json<[number, number][][][]>;
  /** Where it comes from (an import's attribution). */
  source: Generated<string>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** A company's vessel settings (migration 0029), made on first use. */
export interface VesselSettingsTable {
  tenant_id: string;
  /** No report for this long makes a vessel silent, hours. */
  silent_hours: Generated<number>;
  /** Public positions are at least this old, minutes. */
  public_delay_min: Generated<number>;
  /** The unguessable id of the public page (`/vms-public?company=<id>`). */
  public_id: string;
}

/** A command to a device (migration 0030). */
export interface DeviceCommandTable {
  id: Generated<number>;
  tenant_id: string;
  asset_id: number;
  /** The device's identifier and protocol when the command was made. */
  identifier: string;
  protocol: string;
  kind: string;
  params: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** What is written to the device, as text. */
  text: string;
  state: ColumnType<string, string | undefined, string>;
  answer: string | null;
  created_by: string | null;
  created_by_name: string;
  created_at: ColumnType<Date, Date, Date>;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
