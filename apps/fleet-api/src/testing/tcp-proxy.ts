import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL in the fault tests) that can take the server away: `cut()` drops every
 * connection and refuses new ones, as a restart or a network failure does; `restore()` listens again on the same port.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private boundPort = 0;

  constructor(
    private readonly target: { host: string; port: number },
    private readonly host = '127.0.0.1',
  ) {}

  /** The port clients connect to (stable across cut and restore). */
  get port(): number {
    return this.boundPort;
  }

  /** Whether connections are being accepted. */
  get up(): boolean {
    return this.server !== undefined;
  }

  async start(): Promise<void> {
    await this.listen(0);
    this.boundPort = (this.server?.address() as AddressInfo).port;
  }

  /** Drops every open connection and refuses new ones (ECONNREFUSED) until `restore`. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Accepts connections again on the same port. */
  async restore(): Promise<void> {
    if (!this.server) await this.listen(this.boundPort);
  }

  async stop(): Promise<void> {
    await this.cut();
  }

  private listen(port: number): Promise<void> {
    const server = createServer((client) => {
      const upstream = createConnection(this.target);
      this.sockets.add(client).add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  }
}
