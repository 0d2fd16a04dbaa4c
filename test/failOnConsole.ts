// Any console.error / console.warn fails the test that caused it: "no console noise" is part of the contract
// (React warnings about keys, act() or invalid DOM nesting are bugs). The setup file of every test project
// (vite.config.ts): unit tests in jsdom, browser tests and story tests in Chromium.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

let consoleProblems: string[] = [];

beforeEach(() => {
  consoleProblems = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (consoleProblems.length > 0) {
    throw new Error(`Unexpected console output:\n${consoleProblems.join('\n')}`);
  }
});
