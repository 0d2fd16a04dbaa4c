export { ProgressBar, formatProgressValueText } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
