// `react-acp-plans/actions`: act on a plan (run chosen steps; revise a plan and send it back). A separate entry:
// hosts that only show plans never bundle it, and `./core` / `<PlanList>` do not grow.
export * from './editor/index';
