// The benchmark's number formats and table layout.
import { describe, expect, it } from 'vitest';
import { formatCount, formatMs, formatRatio, renderMarkdownTable, renderTextTable } from '../bench/table.mjs';

describe('formatMs', () => {
  it('keeps about three significant digits', () => {
    expect(formatMs(0.04213)).toBe('0.042 ms');
    expect(formatMs(3.2149)).toBe('3.21 ms');
    expect(formatMs(45.64)).toBe('45.6 ms');
    expect(formatMs(1234.4)).toBe('1234 ms');
  });

  it('shows a dash for a missing figure', () => {
    expect(formatMs(Number.NaN)).toBe('—');
  });
});

describe('formatRatio', () => {
  it('drops decimals once the factor is large', () => {
    expect(formatRatio(25.4)).toBe('25x');
    expect(formatRatio(3.44)).toBe('3.4x');
    expect(formatRatio(0.054)).toBe('0.05x');
    expect(formatRatio(Number.NaN)).toBe('—');
  });
});

describe('formatCount', () => {
  it('rounds and groups thousands', () => {
    expect(formatCount(12345.6)).toBe('12,346');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

const headers = ['case', 'p50'];
const rows = [
  ['store', '0.1 ms'],
  ['first render', '12.5 ms'],
];

describe('renderTextTable', () => {
  it('pads every column to its widest cell and right-aligns where asked', () => {
    expect(renderTextTable(headers, rows, ['left', 'right'])).toBe(
      ['case              p50', '------------  -------', 'store          0.1 ms', 'first render  12.5 ms'].join('\n'),
    );
  });

  it('refuses a row with the wrong number of cells', () => {
    expect(() => renderTextTable(headers, [['only one']])).toThrow(/row 0 has 1 cells for 2 columns/);
  });
});

describe('renderMarkdownTable', () => {
  it('writes a GitHub table with alignment markers and escaped pipes', () => {
    expect(renderMarkdownTable(headers, [['a|b', '1 ms']], ['left', 'right'])).toBe(
      ['| case | p50 |', '|---|---:|', '| a\\|b | 1 ms |'].join('\n'),
    );
  });
});
