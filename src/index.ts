// `react-acp-plans`: everything. Each layer's folder has an index that lists its public exports;
// test/public-exports.test.ts pins the combined list.
export * from './core';
export * from './react';
export * from './components';
