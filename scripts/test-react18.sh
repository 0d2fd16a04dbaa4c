#!/usr/bin/env bash
# Runs the jsdom unit tests of src/components and src/react on React 18 (vitest.react18.config.ts).
# React 18 goes into a temp dir, not our node_modules: react-dom@18's peer range excludes our React 19.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/check-node.mjs
REACT18_DIR="$(mktemp -d "${TMPDIR:-/tmp}/acp-plans-react18.XXXXXX")"
export REACT18_DIR
trap 'rm -rf "$REACT18_DIR"' EXIT
echo '{"private":true}' > "$REACT18_DIR/package.json"
npm install --prefix "$REACT18_DIR" --no-audit --no-fund --prefer-offline --loglevel=error --save-exact react@18.3.1 react-dom@18.3.1 @testing-library/react@16.3.3 @testing-library/dom@10.4.2
npx --no-install vitest run --config vitest.react18.config.ts "$@"
