// `react-acp-plans/core`: the protocol parser and the plan store, usable without React.
export * from './acp';
export * from './store';
