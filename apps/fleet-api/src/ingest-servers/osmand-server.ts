import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeOsmAnd } from '@fleet/telemetry';
import { errorText, type IngestServer, type IngestServerDeps } from './ingest-server';

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
 * POST on any path, fields in the query string, a form body or Traccar Client JSON. Answers 200 once the records are
 * committed (or kept in the backlog of an unassigned device), 400 with the decoder's text for a bad request, 403 for
 * a refused unknown device, 500 (the device retries) when storing failed.
 */
export class OsmAndServer implements IngestServer {
  readonly name = 'osmand';
  private server: Server | undefined;

  constructor(private readonly options: OsmAndServerOptions) {}

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
    const reply = (status: number, text: string) => {
      if (res.headersSent) return;
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text) });
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
        this.options.log.warn({ error: decoded.error, remote: req.socket.remoteAddress }, 'osmand: bad request');
        reply(400, decoded.error);
        return;
      }
      const result = await this.options.devices.deliver(decoded.records);
      if (result.refused.length > 0) {
        this.options.log.warn({ devices: result.refused }, 'osmand: unknown device refused');
        reply(403, `Unknown device ${result.refused.join(', ')}: this server refuses unregistered devices.`);
        return;
      }
      reply(200, 'OK');
    } catch (error) {
      this.options.log.error({ err: error }, 'osmand: storing failed');
      reply(500, `Not stored: ${errorText(error)}`);
    }
  }
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
