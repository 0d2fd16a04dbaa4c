import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilePlan } from '../src/components/FilePlan';
import type { LoadFile } from '../src/react/PlanStoreProvider';

const URI = 'file:///workspace/docs/refactor-plan.md';

const REFACTOR_PLAN = `# Refactor plan

Break the circular import between \`auth\` and \`session\`.

- [x] Map the current data flow
- [x] Extract the session store
- [ ] Replace prop drilling with hooks
- [ ] Delete the legacy context

| module | owner |
|---|---|
| auth | platform |
| session | web |
`;

/** A loader that answers after `ms` milliseconds, honouring the abort signal like a real one must. */
function delayedLoader(ms: number, text: (uri: string) => string): LoadFile {
  return (uri, { signal }) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => resolve(text(uri)), ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

const meta = {
  title: 'Components/FilePlan',
  component: FilePlan,
  args: { uri: URI },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilePlan>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No loader: the file name and path only. */
export const NoLoader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'refactor-plan.md' })).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByText('/workspace/docs/refactor-plan.md')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Open/ })).toBeNull();
  },
};

/** No loader, but the host can open files: an "Open" button. */
export const OpenInHost: Story = {
  args: { onOpenFile: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open refactor-plan.md' }));
    await expect(args.onOpenFile).toHaveBeenCalledWith(URI);
  },
};

/** A markdown file, loaded: rendered like a markdown plan, with progress from its tasks. */
export const LoadedMarkdown: Story = {
  args: { loadFile: delayedLoader(10, () => REFACTOR_PLAN), onOpenFile: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('progressbar', { name: 'refactor-plan.md progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(bar).toHaveAttribute('aria-valuemax', '4');
    await expect(canvas.getByRole('heading', { name: 'Refactor plan' })).toBeVisible();
    // A fast load never showed the skeleton.
    await expect(canvasElement.querySelector('[data-slot="file-plan-skeleton"]')).toBeNull();
  },
};

/** Any other text file: preformatted. */
export const LoadedText: Story = {
  args: {
    uri: 'file:///workspace/PLAN.txt',
    loadFile: delayedLoader(10, () => '1. measure\n2. choose a limit\n3. ship it\n\n<b>not markup</b>'),
  },
  play: async ({ canvasElement }) => {
    const pre = await waitFor(() => {
      const element = canvasElement.querySelector('pre[data-slot="file-plan-text"]');
      if (!element) throw new Error('not loaded yet');
      return element;
    });
    await expect(pre.textContent).toContain('<b>not markup</b>');
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/** A slow loader: busy at once, a skeleton after 150 ms, then the content. */
export const SlowLoader: Story = {
  args: { loadFile: delayedLoader(1200, () => REFACTOR_PLAN) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'refactor-plan.md' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByText('Loading…')).toBeVisible();
    await waitFor(() => expect(section).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
    await expect(canvas.getByRole('heading', { name: 'Refactor plan' })).toBeVisible();
  },
};

/** A loader that fails once: the error with its message, and Retry. */
export const FailingLoaderAndRetry: Story = {
  args: {
    loadFile: (() => {
      let calls = 0;
      return (uri: string, options: { readonly signal: AbortSignal }) => {
        calls += 1;
        if (calls === 1) return Promise.reject(new Error('EACCES: permission denied'));
        return delayedLoader(50, () => REFACTOR_PLAN)(uri, options);
      };
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load refactor-plan.md: EACCES: permission denied');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Refactor plan' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A uri with a scheme the host did not allow: never loaded, with a notice. */
export const SchemeNotAllowed: Story = {
  args: { uri: 'https://tracker.example/plans/p.md?id=1', loadFile: fn(delayedLoader(10, () => 'leaked')) },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText('Not loaded: https: files are not allowed here.')).toBeVisible();
    await expect(args.loadFile).not.toHaveBeenCalled();
  },
};

/** Content over `maxFileLength`: cut, with a visible notice. */
export const Truncated: Story = {
  args: { uri: 'file:///workspace/build.log', maxFileLength: 120, loadFile: delayedLoader(10, () => 'log line\n'.repeat(100)) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Showing the first 120 of 900 characters.')).toBeVisible();
  },
};

/** The agent rewrites the file (a new `plan_update`): the plan reloads, keeping the old text until the new arrives. */
export const ReloadOnNewRevision: Story = {
  render: (args) => {
    function Reloading() {
      const [revision, setRevision] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setRevision((value) => value + 1)}>
            Agent rewrote the file
          </button>
          <FilePlan
            {...args}
            reloadKey={revision}
            loadFile={delayedLoader(300, () => `# Revision ${revision}\n\n- [ ] Keep going\n`)}
          />
        </>
      );
    }
    return <Reloading />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Revision 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Agent rewrote the file' }));
    const section = canvas.getByRole('region', { name: 'refactor-plan.md' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { name: 'Revision 1' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Revision 2' })).toBeVisible();
  },
};
