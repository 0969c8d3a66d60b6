/** The NATS subjects and JetStream names of one deployment, all derived from NATS_PREFIX. */
export interface NatsNames {
  /** The JetStream work-queue stream of device records. */
  ingestStream: string;
  /** Subjects the stream holds. */
  ingestSubjects: string;
  /** The subject a protocol's records are published on. */
  ingestSubject(protocol: string): string;
  /** The durable consumer every instance pulls from (the work is shared, each message goes to one instance). */
  ingestConsumer: string;
  /** The live changes of one tenant (core NATS: every instance receives them). */
  live(tenantId: string): string;
  /** Cache and session signals between instances. */
  signals: string;
}

/** A subject token for any text: letters, digits, - and _ pass, everything else is hex-escaped. */
export function subjectToken(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, (c) => `~${c.charCodeAt(0).toString(16)}`) || '~';
}

/** The names of a prefix (letters, digits, _ and -; checked by the configuration). */
export function natsNames(prefix: string): NatsNames {
  return {
    ingestStream: `${prefix.toUpperCase()}_INGEST`,
    ingestSubjects: `${prefix}.ingest.>`,
    ingestSubject: (protocol) => `${prefix}.ingest.${subjectToken(protocol)}`,
    ingestConsumer: `${prefix}-ingest`,
    live: (tenantId) => `${prefix}.live.${subjectToken(tenantId)}`,
    signals: `${prefix}.signals`,
  };
}
