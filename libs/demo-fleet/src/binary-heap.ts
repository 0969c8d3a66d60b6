/** A binary min-heap of integer items keyed by a number (for Dijkstra / A*); duplicates allowed (lazy deletion). */
export class MinHeap {
  private items: number[] = [];
  private keys: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(item: number, key: number): void {
    const items = this.items;
    const keys = this.keys;
    let i = items.length;
    items.push(item);
    keys.push(key);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pk = keys[parent]!;
      if (pk <= key) break;
      items[i] = items[parent]!;
      keys[i] = pk;
      i = parent;
    }
    items[i] = item;
    keys[i] = key;
  }

  /** Key of the smallest item; Infinity when empty. */
  peekKey(): number {
    return this.keys.length > 0 ? this.keys[0]! : Infinity;
  }

  /** Removes and returns the smallest item; -1 when empty. */
  pop(): number {
    const items = this.items;
    const keys = this.keys;
    if (items.length === 0) return -1;
    const top = items[0]!;
    const lastItem = items.pop()!;
    const lastKey = keys.pop()!;
    const n = items.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const c = r < n && keys[r]! < keys[l]! ? r : l;
        if (keys[c]! >= lastKey) break;
        items[i] = items[c]!;
        keys[i] = keys[c]!;
        i = c;
      }
      items[i] = lastItem;
      keys[i] = lastKey;
    }
    return top;
  }
}
