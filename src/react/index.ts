// The React layer: a provider and hooks over the plan store. No DOM markup here.
export { PlanStoreProvider, usePlanStore, usePlanHost } from './PlanStoreProvider';
export type { LoadFile, PlanHostOptions, PlanStoreProviderProps } from './PlanStoreProvider';
export { usePlanStoreSelector } from './usePlanStoreSelector';
export type { PlanStoreSelector } from './usePlanStoreSelector';
export { usePlans, usePlan, usePlanEntry, usePlanEntryKeys, usePlanProgress, usePlanHistory } from './hooks';
export { shallowEqual } from './shallowEqual';
