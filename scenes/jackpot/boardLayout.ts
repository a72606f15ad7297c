/**
 * Where the board's cells sit: clockwise around the edge of a k×k grid from the top-left corner
 * (12 cells → 4×4, 16 → 5×5), the middle left for the title, the wheel and the win. A count that
 * does not fill a square's edge goes around a circle instead. Pure, in board units (0..1).
 */

export interface CellPlace {
  /** Centre, as a fraction of the board's side. */
  x: number;
  y: number;
  /** Side of the cell, as a fraction of the board's side. */
  size: number;
}

export interface BoardLayout {
  cells: CellPlace[];
  /** The free middle (centre and side, fractions of the board). */
  centre: { x: number; y: number; size: number };
}

const GAP = 0.012;

export function layoutBoard(count: number): BoardLayout {
  if (count >= 4 && count % 4 === 0) return squareRing(count / 4 + 1);
  return circle(count);
}

function squareRing(k: number): BoardLayout {
  const pitch = 1 / k;
  const size = pitch - GAP * 2;
  const at = (col: number, row: number): CellPlace => ({ x: (col + 0.5) * pitch, y: (row + 0.5) * pitch, size });
  const cells: CellPlace[] = [];
  for (let col = 0; col < k; col += 1) cells.push(at(col, 0));
  for (let row = 1; row < k; row += 1) cells.push(at(k - 1, row));
  for (let col = k - 2; col >= 0; col -= 1) cells.push(at(col, k - 1));
  for (let row = k - 2; row >= 1; row -= 1) cells.push(at(0, row));
  return { cells, centre: { x: 0.5, y: 0.5, size: (k - 2) * pitch - GAP * 2 } };
}

function circle(count: number): BoardLayout {
  // Neighbours a chord apart must clear each other's boxes (the chord may run diagonally).
  const spread = Math.SQRT2 * Math.sin(Math.PI / Math.max(count, 2));
  const size = Math.min(0.2, ((spread * (0.5 - GAP)) / (1 + spread / 2)) * 0.95);
  const radius = 0.5 - size / 2 - GAP;
  const cells = Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2;
    return { x: 0.5 + radius * Math.sin(angle), y: 0.5 - radius * Math.cos(angle), size };
  });
  return { cells, centre: { x: 0.5, y: 0.5, size: (radius - size / 2) * 2 * 0.9 } };
}
