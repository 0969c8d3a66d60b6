import type { Alert, ReportJob } from '@fleet/domain';
import type { RevokedSessions } from '../auth/session-service';
import type { LiveConnection } from './live-connection';

const mayHear = (viewer: LiveConnection['viewer'], tenantId: string, assetId: number) =>
  viewer !== undefined && viewer.tenantId === tenantId && (viewer.role === 'Administrator' || viewer.assetIds.has(assetId));

/** The open live sockets of this server: ended at once when their session is revoked here, closed on shutdown. */
export class LiveHub {
  private readonly connections = new Set<LiveConnection>();

  /** Tracks a connection until it closes. @returns forget */
  add(connection: LiveConnection): () => void {
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  /** How many sockets are open. */
  get size(): number {
    return this.connections.size;
  }

  /** Ends the sockets of revoked sessions with 4403. */
  revoked(revoked: RevokedSessions): void {
    for (const connection of this.connections) {
      const viewer = connection.viewer;
      if (!viewer) continue;
      const hit =
        'sessionId' in revoked
          ? viewer.sessionId === revoked.sessionId
          : viewer.userId === revoked.userId && viewer.sessionId !== revoked.exceptSessionId;
      if (hit) connection.end('session-ended');
    }
  }

  /** Sends an export's progress to the sockets of the user who started it (nobody else's). */
  reportJob(userId: string, job: ReportJob): void {
    for (const connection of this.connections) if (connection.viewer?.userId === userId) connection.reportJob(job);
  }

  /** Sends a new alert to the company's sockets whose user may see its asset (Administrators: every asset). */
  alert(tenantId: string, alert: Alert): void {
    for (const connection of this.connections) if (mayHear(connection.viewer, tenantId, alert.assetId)) connection.alert(alert);
  }

  /** Tells the company's sockets that these alerts were acknowledged (their bells count them off). */
  alertsAcknowledged(tenantId: string, ids: readonly number[]): void {
    for (const connection of this.connections) if (connection.viewer?.tenantId === tenantId) connection.alertsAcknowledged(ids);
  }

  /** Closes every socket (server shutdown): 1001 going away. */
  closeAll(): void {
    for (const connection of this.connections) connection.close(1001, 'server shutting down');
    this.connections.clear();
  }
}
