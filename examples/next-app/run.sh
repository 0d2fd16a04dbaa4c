#!/usr/bin/env bash
# Builds this Next.js App Router example against the PACKED package, as a host gets it: `npm pack` of dist (run
# `npm run build` first) installed into a copy of this folder in a temp dir, then `next build` (Turbopack),
# offline (no telemetry, no fonts), and a check that the prerendered page holds the server-rendered plans.
# Usage: examples/next-app/run.sh   (KEEP=1 keeps the temp dir and prints it)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/acp-plans-next.XXXXXX")"
[ -n "${KEEP:-}" ] && echo "next app in $work" || trap 'rm -rf "$work"' EXIT
export NEXT_TELEMETRY_DISABLED=1

tarball="$(cd "$root" && npm pack --silent --pack-destination "$work" | tail -n1)"
mv "$work/$tarball" "$work/react-acp-plans.tgz"
mkdir "$work/app"
cp -R "$here/app" "$here"/package.json "$here"/next.config.mjs "$here"/tsconfig.json "$work/app/"
cd "$work/app"
npm install --no-audit --no-fund --prefer-offline --loglevel=error
npx --no-install next build

page=.next/server/app/index.html
# task-item: the markdown document itself, not the loading state of the lazily loaded renderer (Next waits for it).
for expected in 'data-slot="plan-list"' 'data-slot="markdown-plan"' 'data-slot="task-item"' 'data-slot="progress"' 'Extract the' 'Stream updates from the agent'; do
  grep -q "$expected" "$page" || { echo "The prerendered page lacks $expected" >&2; exit 1; }
done
echo "next build ok: the server component page prerenders <PlanList>, <MarkdownPlan>, <ProgressBar>, <SessionPlans>"
