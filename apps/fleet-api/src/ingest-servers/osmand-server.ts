import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeOsmAnd, type DroppedRecord } from '@fleet/telemetry';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/db-errors';
import { emptyDelivery, type DeliveryResult } from '../devices/device-sink';
import { errorText, type IngestServer, type IngestServerDeps } from './ingest-server';
import { ThrottledLog } from '../http/throttled-log';

/** Largest request body accepted, bytes (the decoder's own limit). */
const MAX_BODY = 1 << 20;

/** Options of the OsmAnd server. */
export interface OsmAndServerOptions extends IngestServerDeps {
  host: string;
  /** 0 picks a free port. */
  port: number;
}

/**
 * The OsmAnd protocol over HTTP (Traccar's port 5055), as the OsmAnd phone app and the Traccar Client send it: GET or
 * POST on any path, fields in the query string, a form body or Traccar Client JSON. Answers 200 once the good
 * records are committed (or kept aside), naming in its text what was dropped (out-of-range locations, implausible
 * positions, records over the bounds of an unregistered identifier: the device must not send them again); 400 with
 * the decoder's text for a request without a usable device identifier or position; 403 for a refused unregistered
 * device (refuse mode, bounds full); 429 with Retry-After when the address introduced too many new identifiers this
 * hour; 503 with Retry-After when the database is unreachable and 500 when storing failed (the device retries).
 */
export class OsmAndServer implements IngestServer {
  readonly name = 'osmand';
  private server: Server | undefined;
  private readonly throttled: ThrottledLog;

  constructor(private readonly options: OsmAndServerOptions) {
    this.throttled = new ThrottledLog((obj, msg) => options.log.warn(obj, msg));
  }

  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res));
    server.headersTimeout = 30_000;
    server.requestTimeout = 60_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, this.options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', (error) => this.options.log.error({ err: error }, 'osmand server error'));
    this.server = server;
    this.options.log.info({ port: this.port }, `OsmAnd HTTP ingest listening on ${this.options.host}:${this.port}`);
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const remote = req.socket.remoteAddress;
    const reply = (status: number, text: string, headers: Record<string, string> = {}) => {
      if (res.headersSent) return;
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
      res.end(text);
    };
    try {
      if (req.method !== 'GET' && req.method !== 'POST') {
        res.setHeader('allow', 'GET, POST');
        reply(405, 'Only GET and POST are accepted.');
        return;
      }
      const body = req.method === 'POST' ? await readBody(req) : undefined;
      if (body === null) {
        reply(413, `The body is over ${MAX_BODY} bytes.`);
        req.destroy();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://device');
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const values = url.searchParams.getAll(key);
        query[key] = values.length === 1 ? (values[0] ?? '') : values;
      }
      const decoded = decodeOsmAnd({ method: req.method, query, body, contentType: req.headers['content-type'] });
      if (!decoded.ok) {
        this.throttled.log({ error: decoded.error, remote }, 'osmand: bad request');
        reply(400, decoded.error);
        return;
      }
      const device = decoded.records[0]?.deviceId;
      if (decoded.dropped.length > 0) {
        this.options.log.warn({ device, remote, dropped: decoded.dropped.length, first: decoded.dropped[0]?.error }, 'osmand: bad locations dropped');
      }
      const result = decoded.records.length > 0 ? await this.options.devices.deliver(decoded.records, remote) : emptyDelivery();
      const limited = result.refused.find((r) => r.reason === 'rate');
      if (limited) {
        this.throttled.log({ device: limited.identifier, remote }, 'osmand: new device identifier refused, address over its hourly rate');
        reply(
          429,
          `Too many new device identifiers from your address: ${limited.identifier} is not registered. Register it, or try again later.`,
          { 'retry-after': String(limited.retryAfterS ?? 3600) },
        );
        return;
      }
      if (result.refused.length > 0) {
        const ids = result.refused.map((r) => r.identifier).join(', ');
        this.throttled.log({ devices: ids, remote, reason: result.refused[0]?.reason }, 'osmand: unregistered device refused');
        reply(403, `Unknown device ${ids}: this server refuses unregistered devices${result.refused.some((r) => r.reason === 'full') ? ' now (its room for them is full)' : ''}.`);
        return;
      }
      reply(200, okText(decoded.records.length + decoded.dropped.length, decoded.dropped, result));
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        this.options.log.warn({ remote, error: errorText(error) }, 'osmand: database unavailable, answered 503');
        reply(503, 'The server cannot store positions right now; send them again shortly.', { 'retry-after': String(DATABASE_RETRY_AFTER_S) });
        return;
      }
      this.options.log.error({ err: error, remote }, 'osmand: storing failed');
      reply(500, `Not stored: ${errorText(error)}`);
    }
  }
}

/** The 200 text: OK, and what was dropped of the request's `total` records (the device must not send those again). */
function okText(total: number, decodeDropped: readonly DroppedRecord[], result: DeliveryResult): string {
  const filtered = Object.entries(result.filtered).map(([reason, n]) => `${n} ${reason}`);
  const dropped = decodeDropped.length + result.dropped + Object.values(result.filtered).reduce((a, n) => a + n, 0);
  if (dropped === 0) return 'OK';
  const why = [
    ...decodeDropped.slice(0, 3).map((d) => d.error),
    ...filtered.map((f) => `filtered: ${f}`),
    ...(result.dropped > 0 ? [`${result.dropped} over the limit kept for an unregistered device`] : []),
  ];
  return `OK: ${dropped} of ${total} records dropped (${why.join('; ')}).`;
}

/** The request body, or null when it is over MAX_BODY. */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) over = true;
      else parts.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(parts)));
    req.on('error', reject);
  });
}
