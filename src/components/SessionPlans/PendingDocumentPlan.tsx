import type { ReactNode } from 'react';
import type { PlanState } from '../../store/types';
import { PlanFrame } from '../PlanFrame/PlanFrame';
import { PlanFrameContent } from '../PlanFrame/PlanFrameContent';
import { PlanFrameCount } from '../PlanFrame/PlanFrameCount';
import { PlanFrameHeader } from '../PlanFrame/PlanFrameHeader';
import { PlanFrameProgress } from '../PlanFrame/PlanFrameProgress';
import { PlanFrameStatus } from '../PlanFrame/PlanFrameStatus';
import { PlanFrameTitle } from '../PlanFrame/PlanFrameTitle';
import { MarkdownBodyPending } from '../MarkdownPlan/MarkdownBodyPending';
import type { MarkdownPlanLabels, PlanHeadingLevel } from '../MarkdownPlan/MarkdownPlanView';
import { DEFAULT_PLAN_HEADING_LEVEL } from '../shared/headingLevel';

/** Props of the stand-in for a markdown or file plan whose component is still loading. */
export interface PendingDocumentPlanProps {
  readonly plan: PlanState;
  readonly title: ReactNode;
  readonly headingLevel: PlanHeadingLevel | undefined;
  readonly labels: Partial<MarkdownPlanLabels> | undefined;
  readonly motion?: 'auto' | 'reduced' | undefined;
}

/** A file's name from its uri, for the title while the file plan loads and for spoken plan names (describeFileUri is in
 *  the lazy chunk). */
export function fileName(uri: string): string {
  const last = uri.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * What `<SessionPlans>` shows for a markdown or file plan until the components for them have loaded (the first
 * such plan of the page): the plan's frame, its title and, for a markdown plan, its progress as the store counts
 * it, with a busy document below (see `MarkdownBodyPending`). The same parts as `<MarkdownPlan>`, so the frame
 * does not move when the plan arrives.
 *
 * Data attributes: `data-slot="markdown-plan"` with `data-pending`, parts `markdown-plan-header`,
 * `markdown-plan-title`, `markdown-plan-progress-row`, `progress`, `markdown-plan-count`, `markdown-plan-document`
 * (`aria-busy`), `markdown-plan-loading`.
 */
export function PendingDocumentPlan({ plan, title, headingLevel = DEFAULT_PLAN_HEADING_LEVEL, labels, motion }: PendingDocumentPlanProps) {
  const progress = plan.type === 'markdown' ? plan.progress : undefined;
  const { completed = 0, total = 0 } = progress ?? {};
  const heading = title ?? (plan.type === 'file' ? fileName(plan.uri) || 'File plan' : 'Plan');
  const counts = { completed, total };
  return (
    <PlanFrame
      slotPrefix="markdown-plan"
      data-pending=""
      headingLevel={headingLevel}
      motion={motion}
      labels={{ steps: 'content', ...labels }}
    >
      <PlanFrameHeader>
        <PlanFrameTitle>{heading}</PlanFrameTitle>
        <PlanFrameCount {...counts} />
        <PlanFrameStatus {...counts} />
        <PlanFrameProgress {...counts} />
      </PlanFrameHeader>
      <PlanFrameContent>
        <div data-slot="markdown-plan-document">
          <MarkdownBodyPending label={labels?.loading ?? 'Loading…'} />
        </div>
      </PlanFrameContent>
    </PlanFrame>
  );
}
