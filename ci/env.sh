#!/usr/bin/env bash
# Usage: ci/env.sh PYTHON MINDSPORE  (e.g. ci/env.sh 3.10 2.10.0): print the venv's path on stdout.
#
# One environment of the support matrix, as a user has it: Python PYTHON with MindSpore MINDSPORE
# installed first, then `pip install ".[test]"` of this checkout, which must leave that MindSpore
# as it was. Idempotent, like ./run: the venv and its MindSpore are made once (a second run
# reinstalls only msdiag, in seconds). Venvs live in $MSDIAG_ENVS (default ~/.cache/msdiag/envs).
set -euo pipefail
cd "$(dirname "$0")/.."
PY_WANT="$1"; MS_WANT="$2"
ENVS="${MSDIAG_ENVS:-$HOME/.cache/msdiag/envs}"
DIR="$ENVS/py$PY_WANT-ms$MS_WANT"
log() { echo "[env py$PY_WANT ms$MS_WANT] $*" >&2; }

interpreter() {
  # pyenv's newest X.Y.Z, else pythonX.Y on PATH.
  local found=""
  if command -v pyenv >/dev/null 2>&1; then
    found="$(ls -d "$(pyenv root)"/versions/"$PY_WANT".* 2>/dev/null | sort -V | tail -1)"
    [ -n "$found" ] && found="$found/bin/python$PY_WANT"
  fi
  if [ -z "$found" ] || [ ! -x "$found" ]; then
    found="$(command -v "python$PY_WANT" || true)"
  fi
  [ -n "$found" ] && [ -x "$found" ] || { log "no Python $PY_WANT found (pyenv or python$PY_WANT on PATH)"; exit 2; }
  echo "$found"
}

PY="$(interpreter)"
if [ -x "$DIR/bin/python" ] && [ "$("$DIR/bin/python" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null)" != "$PY_WANT" ]; then
  log "recreating $DIR (wrong Python)"
  rm -rf "$DIR"
fi
mkdir -p "$ENVS"
[ -x "$DIR/bin/python" ] || "$PY" -m venv "$DIR"

installed_mindspore() {
  "$DIR/bin/python" - <<'EOF'
from importlib.metadata import PackageNotFoundError, version
try:
    print(version("mindspore"))
except PackageNotFoundError:
    print("none")
EOF
}

start=$(date +%s)
if [ "$(installed_mindspore)" != "$MS_WANT" ]; then
  log "installing MindSpore $MS_WANT"
  "$DIR/bin/python" -m pip install --quiet --upgrade pip
  "$DIR/bin/python" -m pip install --quiet "mindspore==$MS_WANT" "numpy<2"
fi
before="$(installed_mindspore)"
# What a user runs. pip reinstalls a local project every time, so the env always has this checkout.
# One build at a time: setuptools builds in this checkout's build/ folder, which two environments
# set up in parallel (ci/matrix.sh) would otherwise share and break.
mkdir -p build
flock build/.pip-install.lock "$DIR/bin/python" -m pip install --quiet ".[test]"
after="$(installed_mindspore)"
if [ "$before" != "$after" ]; then
  log "FAILED: pip install . changed MindSpore from $before to $after"
  exit 1
fi
log "ready in $(( $(date +%s) - start )) s: Python $("$DIR/bin/python" -c 'import platform; print(platform.python_version())'), MindSpore $after (unchanged by pip install .)"
echo "$DIR"
