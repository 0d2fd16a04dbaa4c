export { startInPageSession, IN_PAGE_CWD, type InPageSession, type InPageSessionOptions } from './startInPageSession';
