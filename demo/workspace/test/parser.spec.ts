import { describe, expect, it } from 'vitest';
import { parse } from '../src/parser';

describe('parse', () => {
  it('keeps a trailing empty field', () => {
    expect(parse('a,b,\n')).toEqual([['a', 'b', '']]);
  });

  it('keeps newlines inside quoted fields out of the row split', () => {
    expect(parse('"a""b",c')).toEqual([['a"b', 'c']]);
  });
});
