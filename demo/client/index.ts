export { startInPageSession, IN_PAGE_CWD, type InPageSession, type InPageSessionOptions } from './startInPageSession';
export { DEMO_WORKSPACE_FILES, loadDemoWorkspaceFile, toWorkspacePath } from './workspaceFiles';
export { demoPlanTitle } from './planTitles';
export { addNote, addPrompt, foldUpdate, type TranscriptItem } from './transcript';
