// @ts-check
// Number formatting and table layout for the benchmark report: one plain-text table for the terminal and the
// same rows as a GitHub markdown table for bench/README.md. Pure and tested (test/bench-table.test.ts).

const DASH = '—';

/**
 * A duration in milliseconds with precision that fits its size ("0.042 ms", "3.21 ms", "45.6 ms", "1234 ms").
 * @param {number} ms
 */
export function formatMs(ms) {
  if (!Number.isFinite(ms)) return DASH;
  const digits = Math.abs(ms) < 1 ? 3 : Math.abs(ms) < 10 ? 2 : Math.abs(ms) < 100 ? 1 : 0;
  return `${ms.toFixed(digits)} ms`;
}

/**
 * A speed-up factor ("25x", "3.4x", "0.05x"); a dash when there is none.
 * @param {number} factor
 */
export function formatRatio(factor) {
  if (!Number.isFinite(factor)) return DASH;
  const digits = factor >= 10 ? 0 : factor >= 0.1 ? 1 : 2;
  return `${factor.toFixed(digits)}x`;
}

/**
 * An integer with thousands separators ("12,345"); a dash when it is not a number.
 * @param {number} value
 */
export function formatCount(value) {
  if (!Number.isFinite(value)) return DASH;
  return Math.round(value).toLocaleString('en-US');
}

/** @typedef {'left' | 'right'} Align */

/**
 * Checks that every row has one cell per header; a ragged table would silently shift columns.
 * @param {readonly string[]} headers
 * @param {readonly (readonly string[])[]} rows
 */
function assertRectangular(headers, rows) {
  rows.forEach((row, index) => {
    if (row.length !== headers.length) {
      throw new Error(`table row ${index} has ${row.length} cells for ${headers.length} columns`);
    }
  });
}

/**
 * A plain-text table: columns padded to their widest cell, a dashed rule under the header.
 * @param {readonly string[]} headers
 * @param {readonly (readonly string[])[]} rows
 * @param {readonly Align[]} [align] per column; left by default
 */
export function renderTextTable(headers, rows, align = []) {
  assertRectangular(headers, rows);
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  /** @param {readonly string[]} cells */
  const line = (cells) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return align[column] === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * The same table as GitHub markdown; pipes inside cells are escaped.
 * @param {readonly string[]} headers
 * @param {readonly (readonly string[])[]} rows
 * @param {readonly Align[]} [align] per column; left by default
 */
export function renderMarkdownTable(headers, rows, align = []) {
  assertRectangular(headers, rows);
  /** @param {readonly string[]} cells */
  const line = (cells) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  const rule = `|${headers.map((_, column) => (align[column] === 'right' ? '---:' : '---')).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}
