import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Types an upload may have (receipt images and PDF), by MIME type, with the stored extension. */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};

const BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  heic: 'image/heic',
  pdf: 'application/pdf',
};

/** The allowed MIME type of an upload: its content type, or (for application/octet-stream) its name's extension. */
export function uploadMimeOf(contentType: string | undefined, fileName: string): string | undefined {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (UPLOAD_TYPES[type]) return type;
  if (type === '' || type === 'application/octet-stream') return BY_EXTENSION[extname(fileName).slice(1).toLowerCase()];
  return undefined;
}

/** A stored upload's row. */
export interface StoredUpload {
  id: string;
  tenantId: string;
  /** `<tenant>/<id>.<ext>`, relative to the uploads folder. */
  path: string;
  mime: string;
  size: number;
  originalName: string;
}

/** Uploaded files under `<dataDir>/uploads/<tenant>/<uuid>.<ext>`, recorded in the uploads table. */
export class UploadStore {
  constructor(private readonly options: { db: Kysely<DB>; dataDir: string }) {}

  /** The uploads folder. */
  get root(): string {
    return join(this.options.dataDir, 'uploads');
  }

  async save(input: { tenantId: string; userId: string | null; originalName: string; mime: string; bytes: Buffer }): Promise<StoredUpload> {
    const ext = UPLOAD_TYPES[input.mime];
    if (!ext) throw new Error(`type not allowed: ${input.mime}`);
    const id = randomUUID();
    const path = `${input.tenantId}/${id}.${ext}`;
    const file = join(this.root, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, input.bytes);
    const originalName = input.originalName.slice(0, 255);
    await this.options.db
      .insertInto('uploads')
      .values({
        id,
        tenant_id: input.tenantId,
        user_id: input.userId,
        original_name: originalName,
        stored_path: path,
        mime: input.mime,
        size: input.bytes.length,
      })
      .execute();
    return { id, tenantId: input.tenantId, path, mime: input.mime, size: input.bytes.length, originalName };
  }

  /** The upload at `path` when it belongs to the tenant, with its bytes. */
  async read(tenantId: string, path: string): Promise<{ upload: StoredUpload; bytes: Buffer } | undefined> {
    const row = await this.options.db
      .selectFrom('uploads')
      .selectAll()
      .where('stored_path', '=', path)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (!row) return undefined;
    const bytes = await readFile(join(this.root, row.stored_path)).catch(() => undefined);
    if (!bytes) return undefined;
    return {
      upload: { id: row.id, tenantId: row.tenant_id, path: row.stored_path, mime: row.mime, size: row.size, originalName: row.original_name },
      bytes,
    };
  }
}
