import { DEFAULT_MAPS_URL_TEMPLATE } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const paths = { repoRoot: '/repo', cwd: '/srv/fleet' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({}, paths);
    expect(c).toMatchObject({
      port: 7750,
      host: '127.0.0.1',
      dataDir: '/srv/fleet/data',
      databaseUrl: undefined,
      demo: true,
      accessTokenTtlS: 900,
      refreshTokenTtlS: 2_592_000,
      loginMaxFailures: 5,
      loginWindowS: 900,
      resetTokenTtlS: 3600,
      publicUrl: 'http://localhost:7750',
      registration: true,
      webDist: '/repo/dist/apps/fleet-web',
      storybookDist: '/repo/dist/storybook',
      logLevel: 'info',
    });
  });

  it('turns the demo off by default with a database server, and reads flags and numbers', () => {
    const c = loadConfig(
      { DATABASE_URL: 'postgres://u@db:5432/fleet', PORT: '8080', FLEET_REGISTRATION: '0', PUBLIC_URL: 'https://fleet.example.my/', WEB_DIST: 'web' },
      paths,
    );
    expect(c.demo).toBe(false);
    expect(c.port).toBe(8080);
    expect(c.registration).toBe(false);
    expect(c.publicUrl).toBe('https://fleet.example.my');
    expect(c.webDist).toBe('/srv/fleet/web');
    expect(loadConfig({ STORYBOOK_DIST: 'sb' }, paths).storybookDist).toBe('/srv/fleet/sb');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', FLEET_DEMO: '1' }, paths).demo).toBe(true);
  });

  it('treats empty values as unset and refuses invalid ones with every problem listed', () => {
    expect(loadConfig({ PORT: '' }, paths).port).toBe(7750);
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 'short' }, paths)).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', JWT_SECRET: 'short' }, paths);
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/JWT_SECRET/);
    }
  });

  it('runs the simulator with the embedded demo unless FLEET_SIMULATOR says otherwise', () => {
    expect(loadConfig({}, paths)).toMatchObject({ simulator: true, backfillDays: 30, demoDataDir: '/repo/apps/fleet-api/data' });
    expect(loadConfig({ FLEET_SIMULATOR: '0' }, paths).simulator).toBe(false);
    expect(loadConfig({ FLEET_DEMO: '0' }, paths).simulator).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', FLEET_DEMO: '1' }, paths).simulator).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', FLEET_DEMO: '1', FLEET_SIMULATOR: '1' }, paths).simulator).toBe(true);
    expect(loadConfig({ FLEET_BACKFILL_DAYS: '2' }, paths).backfillDays).toBe(2);
    expect(() => loadConfig({ FLEET_BACKFILL_DAYS: '31' }, paths)).toThrow(/FLEET_BACKFILL_DAYS/);
  });

  it('sizes the demo fleet with FLEET_DEMO_ASSETS (54 to 20,000); a large demo backfills one day unless told', () => {
    expect(loadConfig({}, paths).demoAssets).toBe(54);
    expect(loadConfig({ FLEET_DEMO_ASSETS: '10000' }, paths)).toMatchObject({ demoAssets: 10_000, backfillDays: 1 });
    expect(loadConfig({ FLEET_DEMO_ASSETS: '500' }, paths).backfillDays).toBe(30);
    expect(loadConfig({ FLEET_DEMO_ASSETS: '10000', FLEET_BACKFILL_DAYS: '3' }, paths).backfillDays).toBe(3);
    expect(() => loadConfig({ FLEET_DEMO_ASSETS: '53' }, paths)).toThrow(/FLEET_DEMO_ASSETS/);
    expect(() => loadConfig({ FLEET_DEMO_ASSETS: '20001' }, paths)).toThrow(/FLEET_DEMO_ASSETS/);
  });

  it('reads FLEET_OPERATOR_EMAILS as a lower-case list (none by default) and refuses what is not an email', () => {
    expect(loadConfig({}, paths).operatorEmails).toEqual([]);
    expect(loadConfig({}, paths).supportSessionS).toBe(1800);
    expect(loadConfig({ FLEET_OPERATOR_EMAILS: ' Ops@Host.my, second@host.my ,', FLEET_SUPPORT_SESSION_S: '600' }, paths)).toMatchObject({ operatorEmails: ['ops@host.my', 'second@host.my'], supportSessionS: 600 });
    expect(() => loadConfig({ FLEET_OPERATOR_EMAILS: 'ops@host.my,not-an-email' }, paths)).toThrow(/FLEET_OPERATOR_EMAILS/);
    expect(() => loadConfig({ FLEET_SUPPORT_SESSION_S: '5' }, paths)).toThrow(ConfigError);
  });

  it('reads MAP_STYLES as JSON and TRAFFIC_TILE_URL', () => {
    const c = loadConfig(
      { MAP_STYLES: '[{"id":"streets","label":"Streets","url":"https://tiles.example.my/s.json"}]', TRAFFIC_TILE_URL: 'https://t.example.my/{z}/{x}/{y}.png' },
      paths,
    );
    expect(c.mapStyles).toEqual([{ id: 'streets', label: 'Streets', url: 'https://tiles.example.my/s.json' }]);
    expect(c.trafficTileUrl).toBe('https://t.example.my/{z}/{x}/{y}.png');
    expect(loadConfig({}, paths)).toMatchObject({ mapStyles: [], trafficTileUrl: null });
  });

  it('reads the online roadmap: OpenFreeMap by default, ROADMAP_STYLE_URL or MAP_STYLES roadmap, off for offline only', () => {
    expect(loadConfig({}, paths).roadmapStyleUrl).toBe('https://tiles.openfreemap.org/styles/liberty');
    const styles = '[{"id":"roadmap","label":"Streets","url":"https://tiles.example.my/r.json"},{"id":"offline","label":"X","url":"https://x.example.my/s.json"},{"id":"satellite","label":"Satellite","url":"https://sat.example.my/s.json"}]';
    const fromStyles = loadConfig({ MAP_STYLES: styles }, paths);
    expect(fromStyles.roadmapStyleUrl).toBe('https://tiles.example.my/r.json');
    // roadmap and offline are built in: MAP_STYLES entries with those ids add no third map type.
    expect(fromStyles.mapStyles.map((s) => s.id)).toEqual(['satellite']);
    expect(loadConfig({ MAP_STYLES: styles, ROADMAP_STYLE_URL: 'https://maps.example.my/style.json' }, paths).roadmapStyleUrl).toBe('https://maps.example.my/style.json');
    expect(loadConfig({ ROADMAP_STYLE_URL: 'off' }, paths).roadmapStyleUrl).toBeNull();
    expect(loadConfig({ ROADMAP_STYLE_URL: '' }, paths).roadmapStyleUrl).toBeNull();
    expect(() => loadConfig({ ROADMAP_STYLE_URL: 'ftp://x.example.my/s.json' }, paths)).toThrow(/ROADMAP_STYLE_URL/);
    expect(() => loadConfig({ MAP_STYLES: '[{"id":' }, paths)).toThrow(/MAP_STYLES must be JSON/);
    expect(() => loadConfig({ MAP_STYLES: '[{"id":"x"}]' }, paths)).toThrow(/MAP_STYLES/);
  });

  it('reads MAPS_URL_TEMPLATE (OpenStreetMap by default) and refuses one without {lat} and {lng}', () => {
    expect(loadConfig({}, paths).mapsUrlTemplate).toBe(DEFAULT_MAPS_URL_TEMPLATE);
    const google = 'https://www.google.com/maps/search/?api=1&query={lat},{lng}';
    expect(loadConfig({ MAPS_URL_TEMPLATE: google }, paths).mapsUrlTemplate).toBe(google);
    expect(() => loadConfig({ MAPS_URL_TEMPLATE: 'https://maps.example/?q={lat}' }, paths)).toThrow(/MAPS_URL_TEMPLATE must be an http\(s\) URL with \{lat\} and \{lng\}/);
  });

  const ingestDefaults = {
    osmandPort: 5055,
    teltonikaPort: 5027,
    gt06Port: 5023,
    h02Port: 5013,
    jt808Port: 5015,
    watchPort: 5093,
    commandTimeoutMs: 120_000,
    mqttUrl: undefined,
    mqttTopic: 'fleet/+/position',
    unknownDevices: 'accept',
    unregisteredRecordsPerDevice: 10_000,
    unregisteredDevicesMax: 10_000,
    unregisteredRecordsMax: 1_000_000,
    unregisteredPerAddressPerHour: 20,
    unregisteredRetentionDays: 7,
    teltonikaHandshakeTimeoutMs: 30_000,
    teltonikaMaxConnectionsPerAddress: 100,
    teltonikaMaxConnections: 10_000,
    groupCommit: { lingerMs: 2, maxRecords: 5000 },
  };

  it('reads the device ingest settings (Traccar ports by default, off, 0, MQTT, unknown devices)', () => {
    expect(loadConfig({}, paths).ingest).toEqual(ingestDefaults);
    const c = loadConfig(
      { OSMAND_PORT: 'off', TELTONIKA_PORT: '0', MQTT_URL: 'mqtt://127.0.0.1:1883', MQTT_TOPIC: 'trk/+/pos', FLEET_UNKNOWN_DEVICES: 'refuse' },
      paths,
    );
    expect(c.ingest).toEqual({ ...ingestDefaults, osmandPort: null, teltonikaPort: 0, mqttUrl: 'mqtt://127.0.0.1:1883', mqttTopic: 'trk/+/pos', unknownDevices: 'refuse' });
    expect(() => loadConfig({ TELTONIKA_PORT: '70000' }, paths)).toThrow(ConfigError);
    expect(() => loadConfig({ MQTT_URL: 'http://x' }, paths)).toThrow(/MQTT_URL/);
    expect(() => loadConfig({ FLEET_UNKNOWN_DEVICES: 'drop' }, paths)).toThrow(ConfigError);
  });

  it('reads the bounds on unregistered identifiers and the Teltonika connection limits, refusing bad ones', () => {
    const c = loadConfig(
      {
        FLEET_UNREGISTERED_RECORDS_PER_DEVICE: '500',
        FLEET_UNREGISTERED_DEVICES_MAX: '50',
        FLEET_UNREGISTERED_RECORDS_MAX: '20000',
        FLEET_UNREGISTERED_PER_ADDRESS_PER_HOUR: '5',
        FLEET_UNREGISTERED_RETENTION_DAYS: '2',
        TELTONIKA_HANDSHAKE_TIMEOUT_S: '0.25',
        TELTONIKA_MAX_CONNECTIONS_PER_ADDRESS: '10',
        TELTONIKA_MAX_CONNECTIONS: '1000',
        INGEST_GROUP_COMMIT_MS: '0',
        INGEST_GROUP_COMMIT_MAX: '200',
      },
      paths,
    );
    expect(c.ingest).toEqual({
      ...ingestDefaults,
      unregisteredRecordsPerDevice: 500,
      unregisteredDevicesMax: 50,
      unregisteredRecordsMax: 20_000,
      unregisteredPerAddressPerHour: 5,
      unregisteredRetentionDays: 2,
      teltonikaHandshakeTimeoutMs: 250,
      teltonikaMaxConnectionsPerAddress: 10,
      teltonikaMaxConnections: 1000,
      groupCommit: { lingerMs: 0, maxRecords: 200 },
    });
    expect(() => loadConfig({ FLEET_UNREGISTERED_RECORDS_PER_DEVICE: '0' }, paths)).toThrow(/FLEET_UNREGISTERED_RECORDS_PER_DEVICE/);
    expect(() => loadConfig({ FLEET_UNREGISTERED_PER_ADDRESS_PER_HOUR: '1.5' }, paths)).toThrow(/FLEET_UNREGISTERED_PER_ADDRESS_PER_HOUR/);
    expect(() => loadConfig({ TELTONIKA_HANDSHAKE_TIMEOUT_S: '-1' }, paths)).toThrow(/TELTONIKA_HANDSHAKE_TIMEOUT_S/);
    expect(() => loadConfig({ TELTONIKA_MAX_CONNECTIONS: 'many' }, paths)).toThrow(/TELTONIKA_MAX_CONNECTIONS/);
    expect(() => loadConfig({ INGEST_GROUP_COMMIT_MS: '500' }, paths)).toThrow(/INGEST_GROUP_COMMIT_MS/);
    expect(loadConfig({ INGEST_GROUP_COMMIT_MS: 'off' }, paths).ingest.groupCommit).toBeNull();
    expect(() => loadConfig({ INGEST_GROUP_COMMIT_MAX: '0' }, paths)).toThrow(/INGEST_GROUP_COMMIT_MAX/);
  });

  it('reads NATS_URL and NATS_PREFIX (alone without NATS_URL) and refuses bad ones', () => {
    expect(loadConfig({}, paths).nats).toBeNull();
    expect(loadConfig({ NATS_URL: 'nats://127.0.0.1:4222' }, paths).nats).toEqual({ url: 'nats://127.0.0.1:4222', prefix: 'fleet' });
    expect(loadConfig({ NATS_URL: 'nats://a:4222, nats://b:4222', NATS_PREFIX: 'fleet_eu-1' }, paths).nats).toEqual({
      url: 'nats://a:4222, nats://b:4222',
      prefix: 'fleet_eu-1',
    });
    expect(() => loadConfig({ NATS_URL: 'http://127.0.0.1:4222' }, paths)).toThrow(/NATS_URL must be a nats:\/\//);
    expect(() => loadConfig({ NATS_URL: 'nats://a:1', NATS_PREFIX: 'fleet.eu' }, paths)).toThrow(/NATS_PREFIX must be/);
  });

  it('reads POSITION_RETENTION_MONTHS (0, keep forever, by default) and refuses a negative one', () => {
    expect(loadConfig({}, paths).positionRetentionMonths).toBe(0);
    expect(loadConfig({ POSITION_RETENTION_MONTHS: '13' }, paths).positionRetentionMonths).toBe(13);
    expect(loadConfig({}, paths).summaryDays).toBe(true);
    expect(loadConfig({ FLEET_SUMMARY_DAYS: '0' }, paths).summaryDays).toBe(false);
    expect(() => loadConfig({ POSITION_RETENTION_MONTHS: '-1' }, paths)).toThrow(/POSITION_RETENTION_MONTHS/);
    expect(() => loadConfig({ POSITION_RETENTION_MONTHS: '1.5' }, paths)).toThrow(ConfigError);
  });
  it('reads the OpenID Connect provider (off without OIDC_ISSUER), with defaults, and refuses bad or missing values', () => {
    expect(loadConfig({}, paths).oidc).toBeNull();
    const oidc = {
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'fleet',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_ALLOWED_DOMAINS: 'Example.com, example.org',
      OIDC_COMPANY: 'Demo Fleet',
      PUBLIC_URL: 'https://fleet.example.com/',
    };
    expect(loadConfig(oidc, paths).oidc).toEqual({
      issuer: 'https://id.example.com',
      clientId: 'fleet',
      clientSecret: 's3cret',
      allowedDomains: ['example.com', 'example.org'],
      company: 'Demo Fleet',
      pages: ['mapview', 'tableview', 'playback', 'reports'],
      role: 'Client',
      buttonLabel: 'Sign in with SSO',
      redirectUri: 'https://fleet.example.com/callback',
    });
    const custom = loadConfig({ ...oidc, OIDC_PAGES: 'reports,fms,reports', OIDC_ROLE: 'Administrator', OIDC_BUTTON_LABEL: 'Sign in with Acme', OIDC_ALLOWED_DOMAINS: '*' }, paths).oidc;
    expect(custom).toMatchObject({ pages: ['reports', 'fms'], role: 'Administrator', buttonLabel: 'Sign in with Acme', allowedDomains: ['*'] });
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4000/oidc' }, paths).oidc?.issuer).toBe('http://127.0.0.1:4000/oidc');
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER: 'http://id.example.com' }, paths)).toThrow(/OIDC_ISSUER must be an https URL/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' }, paths)).toThrow(/OIDC_CLIENT_ID: required when OIDC_ISSUER is set[\s\S]*OIDC_CLIENT_SECRET[\s\S]*OIDC_ALLOWED_DOMAINS[\s\S]*OIDC_COMPANY/);
    expect(() => loadConfig({ ...oidc, OIDC_PAGES: 'mapview,admin' }, paths)).toThrow(/OIDC_PAGES must be page keys/);
    expect(() => loadConfig({ ...oidc, OIDC_ALLOWED_DOMAINS: 'example.com,not a domain' }, paths)).toThrow(/OIDC_ALLOWED_DOMAINS must be email domains/);
    expect(() => loadConfig({ ...oidc, OIDC_ALLOWED_DOMAINS: ' , ' }, paths)).toThrow(/OIDC_ALLOWED_DOMAINS must list at least one/);
    expect(() => loadConfig({ ...oidc, OIDC_ROLE: 'Owner' }, paths)).toThrow(/OIDC_ROLE must be one of Administrator, Client/);
  });

  it('keeps share links at 15 minutes or more unless a test lowers it (SHARE_LINK_MIN_EXPIRY_S, 5-900 s)', () => {
    expect(loadConfig({}, paths).shareLinkMinExpiryS).toBe(900);
    expect(loadConfig({ SHARE_LINK_MIN_EXPIRY_S: '10' }, paths).shareLinkMinExpiryS).toBe(10);
    expect(() => loadConfig({ SHARE_LINK_MIN_EXPIRY_S: '4' }, paths)).toThrow(/SHARE_LINK_MIN_EXPIRY_S/);
    expect(() => loadConfig({ SHARE_LINK_MIN_EXPIRY_S: '901' }, paths)).toThrow(/SHARE_LINK_MIN_EXPIRY_S/);
  });
});
