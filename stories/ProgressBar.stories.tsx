import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from '../src/components/ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { completed: 3, total: 7 },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No tasks yet: an empty track, and no progressbar to assistive technology (nothing to measure; say it in text). */
export const Empty: Story = {
  args: { completed: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
    const bar = canvasElement.querySelector('[data-slot="progress"]');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await expect(bar).toHaveAttribute('data-empty');
  },
};

/** Some tasks done. */
export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    const fill = bar.querySelector<HTMLElement>('[data-slot="progress-fill"]')!;
    // The fill is scaled to the ratio by the theme: its width on screen must be 3/7 of the track.
    await expect(fill.getBoundingClientRect().width / bar.getBoundingClientRect().width).toBeCloseTo(3 / 7, 1);
  },
};

/** Every task done: the fill turns to the success colour. */
export const Complete: Story = {
  args: { completed: 7, total: 7 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('data-complete');
    await expect(bar).toHaveAttribute('aria-valuetext', '7 of 7 tasks completed');
  },
};
