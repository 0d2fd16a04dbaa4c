'use client';
// The store-bound components need a store in the browser: a client component owns it (feed it from your
// agent connection; here one update is applied on mount's first render).
import { useState } from 'react';
import { createPlanStore, PlanStoreProvider, SessionPlans } from 'react-acp-plans';

export function LivePlans() {
  const [store] = useState(() => {
    const created = createPlanStore();
    created.apply({
      sessionId: 'client',
      update: { sessionUpdate: 'plan', entries: [{ content: 'Stream updates from the agent', priority: 'medium', status: 'in_progress' }] },
    });
    return created;
  });
  return (
    <PlanStoreProvider store={store}>
      <SessionPlans sessionId="client" />
    </PlanStoreProvider>
  );
}
