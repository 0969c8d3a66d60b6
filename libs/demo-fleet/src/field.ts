/** A rectangular field worked row by row in a back-and-forth (lawn-mower) pattern with U-turns at the headlands. */
import { offsetPoint, type GeoPoint } from './geo';

/** A field: rows of `rowLengthM` side by side, `spacingM` apart (the implement width), running along `angleDeg`. */
export interface Field {
  centre: GeoPoint;
  /** Direction of the rows, degrees clockwise from north. */
  angleDeg: number;
  /** Length of a row, metres. */
  rowLengthM: number;
  rows: number;
  /** Distance between row centre lines, metres. */
  spacingM: number;
}

/** Points of the U-turn arc between rows. */
const TURN_POINTS = 6;

function toGeo(field: Field, along: number, across: number): GeoPoint {
  const a = (field.angleDeg * Math.PI) / 180;
  // Along the rows is (east sin a, north cos a); across is (east cos a, north -sin a).
  return offsetPoint(field.centre, along * Math.cos(a) - across * Math.sin(a), along * Math.sin(a) + across * Math.cos(a));
}

function rowAcross(field: Field, row: number): number {
  return (row - (field.rows - 1) / 2) * field.spacingM;
}

/** Where row `row` starts: even rows run forwards, odd rows back. */
export function rowStart(field: Field, row: number): GeoPoint {
  const half = field.rowLengthM / 2;
  return toGeo(field, row % 2 === 0 ? -half : half, rowAcross(field, row));
}

/** The path working `count` rows from `fromRow` (clamped to the field), with U-turns between them. */
export function mowPath(field: Field, fromRow: number, count: number): GeoPoint[] {
  const half = field.rowLengthM / 2;
  const last = Math.min(field.rows - 1, fromRow + count - 1);
  const points: GeoPoint[] = [];
  for (let row = fromRow; row <= last; row += 1) {
    const forward = row % 2 === 0;
    const v = rowAcross(field, row);
    points.push(toGeo(field, forward ? -half : half, v));
    const endU = forward ? half : -half;
    points.push(toGeo(field, endU, v));
    if (row < last) {
      const radius = field.spacingM / 2;
      const sign = forward ? 1 : -1;
      for (let k = 1; k < TURN_POINTS; k += 1) {
        const theta = (Math.PI * k) / TURN_POINTS;
        points.push(toGeo(field, endU + sign * radius * Math.sin(theta), v + radius - radius * Math.cos(theta)));
      }
    }
  }
  return points;
}
