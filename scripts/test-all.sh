#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to see: types, lint, the layers'
# imports, unit tests (with their coverage floor), the builds, the real-browser tests, each through
# its npm script. The budgets (size and speed, each against a same-run baseline) are not tests:
# `npm run budgets` measures them. Ends with the seconds each step took, so the next change that
# slows the suite is seen, and one summary line: the tests of every vitest run plus each other step.
set -u
cd "$(dirname "$0")/.."

bash e2e/chromium.sh || exit 1
mkdir -p .test-results
rm -f .test-results/*.json

results=()
timings=()
checks_passed=0
checks_failed=0
failed=0
suite_start=$SECONDS
# step NAME COUNTED_BY_VITEST COMMAND...
step() {
  local name=$1 vitest=$2; shift 2
  local start=$SECONDS
  echo
  echo "=== $name: $*"
  if "$@"; then
    results+=("ok     $name")
    [ "$vitest" = no ] && checks_passed=$((checks_passed + 1))
  else
    results+=("FAILED $name")
    failed=$((failed + 1))
    [ "$vitest" = no ] && checks_failed=$((checks_failed + 1))
  fi
  timings+=("$(printf '%5ds  %s' $((SECONDS - start)) "$name")")
}

step typecheck no npm run typecheck --silent
step lint no npm run lint --silent
step imports no npm run check:imports --silent
step unit yes npm run test:unit:coverage --silent -- --reporter=default --reporter=json --outputFile.json=.test-results/unit.json
step unit-react18 yes npm run test:unit:react18 --silent -- --reporter=default --reporter=json --outputFile.json=.test-results/unit-react18.json
step unit-preact yes npm run test:unit:preact --silent -- --reporter=default --reporter=json --outputFile.json=.test-results/unit-preact.json
step build no npm run build --silent
step e2e yes npm run test:e2e --silent -- --reporter=default --reporter=json --outputFile.json=.test-results/e2e.json

summary=$(npx tsx scripts/testSummary.ts unit unit-react18 unit-preact e2e)
read -r tests_passed tests_failed <<<"$(head -n 1 <<<"$summary")"

echo
echo "=== seconds per step"
printf '%s\n' "${timings[@]}"
printf '%5ds  %s\n' $((SECONDS - suite_start)) 'all'
echo
echo "=== summary"
printf '%s\n' "${results[@]}"
echo "tests: $((tests_passed + checks_passed)) passed, $((tests_failed + checks_failed)) failed"
tail -n +2 <<<"$summary"
exit $(( failed > 0 ))
