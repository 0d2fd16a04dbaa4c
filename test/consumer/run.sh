#!/usr/bin/env bash
# Type-checks the package as hosts receive it: `npm pack` of the built dist (run `npm run build` first), installed
# into a fresh project in a temp dir, compiled with strict + skipLibCheck off under bundler, node16 and nodenext
# resolution against React 19's types and node16 against React 18's (one tsc run each, ~8-15 s: kept to three);
# then @arethetypeswrong/cli on the same tarball.
# Usage: test/consumer/run.sh   (KEEP=1 keeps the temp dir and prints it)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/acp-plans-consumer.XXXXXX")"
[ -n "${KEEP:-}" ] && echo "consumer in $work" || trap 'rm -rf "$work"' EXIT

tarball="$(cd "$root" && npm pack --silent --pack-destination "$work" | tail -n1)"
mv "$work/$tarball" "$work/react-acp-plans.tgz"
mkdir "$work/app"
cp -R "$here/src" "$here"/package.json "$here"/tsconfig.*.json "$work/app/"
cd "$work/app"
npm install --no-audit --no-fund --prefer-offline --loglevel=error

status=0
for config in tsconfig.bundler.json tsconfig.nodenext.json tsconfig.node16.react18.json; do
  if npx --no-install tsc -p "$config"; then echo "ok   $config"; else echo "FAIL $config"; status=1; fi
done

# ESM-only package: the esm-only profile leaves out node10 and require() from CommonJS (README, "Types");
# styles.css is a stylesheet, not a module with types.
npx --no-install attw --pack "$work/react-acp-plans.tgz" --profile esm-only --exclude-entrypoints styles.css --format table-flipped || status=1
exit $status
