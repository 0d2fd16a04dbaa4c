// The plan components <SessionPlans> loads on demand (loadMarkdownRenderer.ts, `documentPlansChunk`): a session
// with item plans only never loads them, nor the markdown renderer they use.
export { MarkdownPlan } from './MarkdownPlan';
export { FilePlan } from '../FilePlan/FilePlan';
