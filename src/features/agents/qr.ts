/**
 * A QR matrix (rows of dark = true) as one SVG path: each row's runs of dark modules become one
 * rectangle `M x y h n v 1 h -n z`, on a grid of one unit per module, so the browser scales it
 * without blur (`shape-rendering: crispEdges`) and the path stays small. The quiet zone is the
 * viewBox's margin around the matrix: 4 modules, what ISO/IEC 18004 asks for.
 */
export const QUIET_ZONE = 4;

export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}

/** The viewBox that draws a `size`-module matrix with its quiet zone around it. */
export const qrViewBox = (size: number, quiet = QUIET_ZONE): string => `${-quiet} ${-quiet} ${size + 2 * quiet} ${size + 2 * quiet}`;
