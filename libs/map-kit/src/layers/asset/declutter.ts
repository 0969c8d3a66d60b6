/**
 * Greedy label declutter in screen space: keeps a label when its box does not overlap one kept before. Boxes are
 * bucketed in a grid of `cellPx` so each test looks at a few neighbours only.
 */
export interface LabelBox {
  /** Centre x, px. */
  x: number;
  /** Top y, px. */
  y: number;
  /** Width, px. */
  width: number;
  /** Height, px. */
  height: number;
}

/** Indexes of the boxes kept, in input order (earlier boxes win). */
export function declutterLabels(boxes: readonly LabelBox[], cellPx = 64): number[] {
  const grid = new Map<string, LabelBox[]>();
  const kept: number[] = [];
  boxes.forEach((box, index) => {
    const x0 = box.x - box.width / 2;
    const x1 = box.x + box.width / 2;
    const y0 = box.y;
    const y1 = box.y + box.height;
    const cells: string[] = [];
    for (let cx = Math.floor(x0 / cellPx); cx <= Math.floor(x1 / cellPx); cx++) {
      for (let cy = Math.floor(y0 / cellPx); cy <= Math.floor(y1 / cellPx); cy++) cells.push(`${cx},${cy}`);
    }
    const overlaps = cells.some((c) =>
      (grid.get(c) ?? []).some((o) => x0 < o.x + o.width / 2 && x1 > o.x - o.width / 2 && y0 < o.y + o.height && y1 > o.y),
    );
    if (overlaps) return;
    kept.push(index);
    for (const c of cells) {
      const list = grid.get(c);
      if (list) list.push(box);
      else grid.set(c, [box]);
    }
  });
  return kept;
}

/** Estimated label width for a name at a font size, px (0.62 em per character plus padding). */
export function estimateLabelWidth(name: string, fontSizePx: number): number {
  return name.length * fontSizePx * 0.62 + 6;
}
