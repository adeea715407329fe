/** A thumbnail's height for its width: every thumbnail has the same shape, so any row's place is known before it is drawn. */
export const THUMB_ASPECT = 10 / 16;

/** The grid's columns as the browser laid them out, and the gaps between its cells. */
export interface GridGeometry {
  columns: number;
  columnWidth: number;
  columnGap: number;
  rowGap: number;
}

const rowPitch = (geometry: GridGeometry) => geometry.columnWidth * THUMB_ASPECT + geometry.rowGap;

/** The whole grid's height with `count` thumbnails, drawn or not. */
export function gridHeight(count: number, geometry: GridGeometry): number {
  const rows = Math.ceil(count / geometry.columns);
  return rows ? rows * rowPitch(geometry) - geometry.rowGap : 0;
}

/** Where the thumbnail at `position` lies in the grid, and its size. */
export function cellOf(position: number, geometry: GridGeometry) {
  const row = Math.floor(position / geometry.columns);
  const column = position % geometry.columns;
  return {
    top: row * rowPitch(geometry),
    left: column * (geometry.columnWidth + geometry.columnGap),
    width: geometry.columnWidth,
    height: geometry.columnWidth * THUMB_ASPECT,
  };
}

/** The positions on the rows that meet the band from `top` to `bottom` (px from the grid's top): `from`, up to but not including `to`. */
export function positionsBetween(count: number, geometry: GridGeometry, top: number, bottom: number): { from: number; to: number } {
  const pitch = rowPitch(geometry);
  const firstRow = Math.max(0, Math.floor(top / pitch));
  const lastRow = Math.floor(bottom / pitch);
  if (bottom < 0 || lastRow < firstRow) return { from: 0, to: 0 };
  return { from: Math.min(count, firstRow * geometry.columns), to: Math.min(count, (lastRow + 1) * geometry.columns) };
}

/**
 * The thumbnails to draw, in order: those in view, the focused one and its neighbours (so Tab and
 * Shift+Tab always find the next one drawn), and the first and last (where Tab arrives from
 * outside the grid).
 */
export function drawnPositions(count: number, inView: { from: number; to: number }, kept: number | null): number[] {
  if (count === 0) return [];
  const drawn = new Set<number>([0, count - 1]);
  for (let position = inView.from; position < inView.to; position++) drawn.add(position);
  if (kept !== null) for (const position of [kept - 1, kept, kept + 1]) if (position >= 0 && position < count) drawn.add(position);
  return [...drawn].sort((a, b) => a - b);
}
