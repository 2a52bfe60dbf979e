#!/usr/bin/env bash
# Usage: ci/matrix.sh [PYTHON:MINDSPORE[:K/N] ...]   (default: every combination below)
#
# The reproductions sweep on each supported Python and MindSpore other than the main environment
# (Python 3.11 + MindSpore 2.10, where ./run test runs the whole suite). Each combination gets its
# own venv (ci/env.sh: MindSpore first, then `pip install ".[test]"`, which must leave it as it
# was), then runs, in process, ci/test_sweep.py and tests/test_versions.py; Python 3.10 also runs
# the notebook, terminal-IPython and pytest-plugin tests, where notes are not native.
# By default each combination sweeps one fifth of the reproductions (K/N: every N-th from the K-th,
# MSDIAG_SWEEP_SHARE), so the five together sweep every one, and every reproduction whose
# versions.json records a difference between releases is swept everywhere; tests/test_versions.py
# parses every release's stored texts in every combination. A combination given without K/N sweeps
# everything.
# Two combinations run at a time (the machine has 2 cores); logs go to $MSDIAG_MATRIX_LOGS.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
COMBINATIONS=("$@")
[ ${#COMBINATIONS[@]} -gt 0 ] || COMBINATIONS=(3.10:2.10.0:0/5 3.12:2.10.0:1/5 3.11:2.9.0:2/5 3.11:2.8.0:3/5 3.11:2.7.2:4/5)
LOGS="${MSDIAG_MATRIX_LOGS:-$ROOT/build/matrix}"
JOBS="${MSDIAG_MATRIX_JOBS:-2}"
rm -rf "$LOGS"
mkdir -p "$LOGS"

one() {
  local py ms share
  IFS=: read -r py ms share <<<"$1"
  local log="$LOGS/py$py-ms$ms.log" venv start tests
  start=$(date +%s)
  {
    echo "=== Python $py + MindSpore $ms, sweep share ${share:-all}"
    if ! venv="$(ci/env.sh "$py" "$ms" 2> >(grep -v "is ignored: it is neither" >&2))"; then
      echo "RESULT py$py-ms$ms: install failed"
      return 1
    fi
    tests=(ci/test_sweep.py tests/test_versions.py)
    [ "$py" = "3.10" ] && tests+=(tests/test_notebook.py tests/test_pytest_plugin.py)
    (cd "$ROOT" && GLOG_v=3 PYTHONDONTWRITEBYTECODE=1 MSDIAG_SWEEP_SHARE="$share" "$venv/bin/python" -m pytest -q -p no:cacheprovider "${tests[@]}")
    local status=$?
    echo "RESULT py$py-ms$ms: pytest exit $status in $(( $(date +%s) - start )) s"
    return $status
  } >"$log" 2>&1
}
export -f one
export LOGS ROOT

start=$(date +%s)
printf '%s\n' "${COMBINATIONS[@]}" | xargs -P "$JOBS" -I{} bash -c 'one "$@"' _ {}
failed=0
for combination in "${COMBINATIONS[@]}"; do
  IFS=: read -r py ms _ <<<"$combination"; log="$LOGS/py$py-ms$ms.log"
  echo
  tail -n 25 "$log"
  grep -q "^RESULT py$py-ms$ms: pytest exit 0 " "$log" || failed=1
done
echo
echo "matrix: ${#COMBINATIONS[@]} combinations in $(( $(date +%s) - start )) s; logs in $LOGS"
grep -h "^RESULT" "$LOGS"/*.log
exit $failed
