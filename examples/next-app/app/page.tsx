// A SERVER component (no "use client"): it imports the components like any host page. The package marks its
// hook-using modules "use client", so <PlanList> & co. become client components here, while the store from
// react-acp-plans/core runs on the server and the plain data it produces crosses to the client as props.
import { createPlanStore, FilePlan, LEGACY_PLAN_ID, MarkdownPlan, PlanList, ProgressBar } from 'react-acp-plans';
import { LivePlans } from './LivePlans';

const store = createPlanStore();
store.apply({
  jsonrpc: '2.0',
  method: 'session/update',
  params: {
    sessionId: 'server',
    update: {
      sessionUpdate: 'plan',
      entries: [
        { content: 'Map the data flow', priority: 'high', status: 'completed' },
        { content: 'Extract the `store`', priority: 'medium', status: 'in_progress' },
        { content: 'Write the tests', priority: 'low', status: 'pending' },
      ],
    },
  },
});

export default function Page() {
  const plan = store.getPlan('server', LEGACY_PLAN_ID);
  const entries = plan?.type === 'items' ? plan.entries : [];
  return (
    <main>
      <h1>react-acp-plans in a server component</h1>
      <PlanList entries={entries} title="Agent plan" />
      <MarkdownPlan content={'## Plan\n- [x] Map the data flow\n- [ ] Extract the store'} />
      <FilePlan uri="file:///workspace/docs/PLAN.md" />
      <ProgressBar completed={1} total={3} />
      <LivePlans />
    </main>
  );
}
