// The checks shared by everything kept data is read back through (store data, tool calls): untrusted values, so
// each throws a `PlanInputError` with the path of the first problem, and only own fields are ever read.
import { PlanInputError } from '../acp/types';

/** A JSON object's own fields. */
export type Json = Record<string, unknown>;

export function fail(path: string, reason: string): never {
  throw new PlanInputError(path, reason);
}
/** The object's own enumerable fields, on a null prototype: an inherited or polluted field is never read. */
export function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'expected an object');
  return Object.assign(Object.create(null) as Json, value);
}
export function array(value: unknown, path: string, max = Number.MAX_SAFE_INTEGER): unknown[] {
  if (!Array.isArray(value)) fail(path, 'expected an array');
  if (value.length > max) fail(path, `more than ${max} items`);
  return value;
}
export function text(value: unknown, path: string, max: number, nonEmpty = false): string {
  if (typeof value !== 'string') fail(path, 'expected a string');
  if (nonEmpty && value === '') fail(path, 'expected a non-empty string');
  if (value.length > max) fail(path, `longer than ${max} characters`);
  return value;
}
export function time(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, 'expected a finite number');
  return value;
}
