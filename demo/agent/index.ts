// The scripted demo agent (browser-safe; the Node stdio entry is ./stdio.ts).
export { createDemoAgent, DEMO_AGENT_INFO, type DemoAgent, type DemoAgentOptions, type DemoConnection } from './demoAgent';
export { v2Script, toV2Update, V2_CANCELLED_STEP, V2_CUSTOM_STEP, type V2DemoStep, type V2Update } from './v2Script';
export { connectInPage, type InPageDemo } from './inPage';
export { createDemoPace, waitScriptTime, DemoCancelledError, type DemoPace } from './pace';
export { legacyScript, planScript, planModeScript, DEMO_PLAN_IDS, DEMO_PLAN_FILE, FINAL_PLAN_DOCUMENT, PLAN_MODE_DOCUMENT, PLAN_MODE_IDS } from './scripts';
export type { DemoStep } from './steps';
export { DRAFT_PLAN, DRAFT_COMMAND, parseStepsPrompt, type StepsRequest, type ChosenStep } from './chosenSteps';
