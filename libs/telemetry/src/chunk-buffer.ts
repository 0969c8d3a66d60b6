/**
 * The bytes of a connection held until a whole frame is there. Chunks are only listed as they come and joined once a
 * frame is complete (or more bytes are needed to read its length), so that feeding a stream byte by byte stays linear.
 */
export class ChunkBuffer {
  private parts: Buffer[] = [];
  private held = 0;

  /** Bytes held. */
  get size(): number {
    return this.held;
  }

  add(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
    this.held += chunk.length;
  }

  /** Everything held, as one buffer (joined once; later calls get the same buffer until bytes are added or taken). */
  joined(): Buffer {
    const buf = this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts, this.held);
    this.parts = [buf];
    return buf;
  }

  /** Takes the first `n` bytes of `joined` (the buffer `joined()` gave) off the front. */
  take(joined: Buffer, n: number): Buffer {
    const frame = joined.subarray(0, n);
    const rest = joined.subarray(n);
    this.parts = rest.length > 0 ? [rest] : [];
    this.held = rest.length;
    return frame;
  }

  clear(): void {
    this.parts = [];
    this.held = 0;
  }
}
