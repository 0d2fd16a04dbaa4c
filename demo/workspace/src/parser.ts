import { tokenize } from './tokenize';

/** Parses CSV text into rows of fields. */
export function parse(text: string, delimiter = ','): string[][] {
  return text
    .split(/\r?\n/)
    .filter((row) => row !== '')
    .map((row) => tokenize(row, delimiter));
}
