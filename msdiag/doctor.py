"""`msdiag doctor`: check that this environment can compile graphs and that msdiag can diagnose them."""
from __future__ import annotations

import argparse
import json
import platform
import sys
from dataclasses import asdict, dataclass
from typing import Callable, Literal, Mapping, Sequence

from . import config
from .locale import tr
from .model import msapi
from .report import notes

Status = Literal["ok", "note", "problem"]

# msdiag's own pins, as in pyproject.toml; the installed metadata wins when msdiag is installed.
_MSDIAG_REQUIRES_PYTHON = ">=3.10"
_MSDIAG_REQUIRES_MINDSPORE = ">=2.7,<2.11"
_DEVICES = ("CPU", "GPU", "Ascend")
_SYNTAX_LEVELS = {"0": "STRICT", "1": "COMPATIBLE", "2": "LAX"}


@dataclass(frozen=True)
class Check:
    status: Status
    subject: str
    message: str
    fix: str | None = None


def installed_version(name: str) -> str | None:
    try:
        from importlib.metadata import version

        return version(name)
    except Exception:  # noqa: BLE001 - not installed
        return None


def _metadata(name: str) -> tuple[str | None, list[str]]:
    """Requires-Python and Requires-Dist of an installed distribution."""
    try:
        from importlib.metadata import metadata, requires

        return metadata(name).get("Requires-Python"), list(requires(name) or [])
    except Exception:  # noqa: BLE001
        return None, []


def _contains(specifier: str, version: str) -> bool | None:
    """Whether `version` satisfies `specifier`; None when `packaging` (a MindSpore dependency) is missing."""
    try:
        from packaging.specifiers import SpecifierSet
    except ImportError:
        return None
    return SpecifierSet(specifier).contains(version, prereleases=True)


def check_python(python: str, mindspore: str | None) -> list[Check]:
    checks: list[Check] = []
    own_python, _ = _metadata("msdiag")
    own_python = own_python or _MSDIAG_REQUIRES_PYTHON
    if _contains(own_python, python) is False:
        checks.append(Check("problem", "python", f"Python {python}: msdiag needs Python {own_python}",
                            f"use a Python {own_python} interpreter"))
    if mindspore is not None:
        ms_python, _ = _metadata("mindspore")
        if ms_python and _contains(ms_python, python) is False:
            checks.append(Check("problem", "python", f"Python {python}: MindSpore {mindspore} supports Python {ms_python}",
                                f"use a Python {ms_python} interpreter, or a MindSpore release built for {python}"))
        elif ms_python and not checks:
            checks.append(Check("ok", "python", f"Python {python} (MindSpore {mindspore} supports {ms_python}, "
                                                f"msdiag {own_python})"))
    return checks


def check_mindspore(mindspore: str | None) -> list[Check]:
    if mindspore is None:
        return [Check("problem", "mindspore", "MindSpore is not installed in this environment",
                      f'pip install "mindspore{_MSDIAG_REQUIRES_MINDSPORE}"')]
    _, requires = _metadata("msdiag")
    wanted = next((r[len("mindspore"):].split(";")[0].strip() for r in requires if r.startswith("mindspore")),
                  _MSDIAG_REQUIRES_MINDSPORE)
    if _contains(wanted, mindspore) is False:
        return [Check("problem", "mindspore", f"MindSpore {mindspore}: msdiag is built for mindspore{wanted}; its error "
                      "texts and internals differ between releases", f'pip install "mindspore{wanted}"')]
    return [Check("ok", "mindspore", f"MindSpore {mindspore}")]


def check_numpy(numpy: str | None) -> list[Check]:
    if numpy is None:
        return [Check("problem", "numpy", "numpy is not installed", 'pip install "numpy<2"')]
    major = numpy.split(".")[0]
    if major.isdigit() and int(major) >= 2:
        return [Check("problem", "numpy", f"numpy {numpy}: MindSpore 2.10's wheel is built against numpy 1.x and some "
                      "PyNative ops fail under numpy 2 (`SystemError: ... returned a result with an exception set`); "
                      "msdiag's eager re-run runs those ops", 'pip install "numpy<2"')]
    return [Check("ok", "numpy", f"numpy {numpy}")]


def _device_available(target: str) -> bool:
    # The same test as `mindspore.hal.is_available`, without its warning on stderr for missing backends.
    context = msapi.ms_context()
    if context is None:
        raise RuntimeError("MindSpore's device query is not available in this release")
    return bool(context.is_pkg_support_device(target))


def check_device(current_target: Callable[[], str] | None = None,
                 available: Callable[[str], bool] = _device_available) -> list[Check]:
    """Which backends this MindSpore can use, and whether the default target is one of them."""
    try:
        if current_target is None:
            import mindspore as ms

            target = str(ms.get_context("device_target"))
        else:
            target = current_target()
        usable = {device: available(device) for device in _DEVICES}
    except Exception as error:  # noqa: BLE001 - a broken install is itself the finding
        return [Check("problem", "device", f"MindSpore could not report its device target: {type(error).__name__}: {error}",
                      "reinstall MindSpore for this platform and check `python -c \"import mindspore; mindspore.run_check()\"`")]
    others = ", ".join(f"{device}: {'available' if ok else 'not available'}" for device, ok in usable.items()
                       if device != target)
    if not usable.get(target, False):
        return [Check("problem", "device", f"the default device target {target} is not available ({others})",
                      "install the MindSpore package built for your hardware, or call "
                      "`ms.set_context(device_target=\"CPU\")`")]
    return [Check("ok", "device", f"device target {target} is available ({others})")]


def check_environment(environ: Mapping[str, str]) -> list[Check]:
    """Variables that change what compiles, or what msdiag does."""
    checks: list[Check] = []
    if environ.get("MS_JIT") == "0":
        checks.append(Check("problem", "MS_JIT", "MS_JIT=0: MindSpore compiles no graph (Cells in GRAPH_MODE and "
                            "@ms.jit functions run eagerly), so there is no graph failure to diagnose",
                            "unset MS_JIT (msdiag sets it itself, only during its eager re-run)"))
    if environ.get("MSDIAG") == "0":
        checks.append(Check("problem", "MSDIAG", "MSDIAG=0: msdiag is turned off; failures get no diagnosis",
                            "unset MSDIAG"))
    timeout = environ.get("MSDIAG_EAGER_TIMEOUT")
    if timeout is not None:
        try:
            float(timeout)
        except ValueError:
            checks.append(Check("problem", "MSDIAG_EAGER_TIMEOUT", f"MSDIAG_EAGER_TIMEOUT={timeout!r} is not a number "
                                "of seconds; msdiag ignores it and uses its default", "set it to seconds, e.g. 120"))
    level = environ.get("MS_DEV_JIT_SYNTAX_LEVEL")
    if level is not None:
        name = _SYNTAX_LEVELS.get(level.strip(), "unknown")
        checks.append(Check("note", "MS_DEV_JIT_SYNTAX_LEVEL", f"MS_DEV_JIT_SYNTAX_LEVEL={level} ({name}) overrides "
                            "`jit_syntax_level` for every compile: under STRICT, Python the graph would otherwise run "
                            "through the interpreter fails to compile instead, so errors and diagnoses differ from "
                            "the default LAX", "unset it to compile as your users will, unless you test STRICT on purpose"))
    if environ.get("MS_DEV_LAUNCH_BLOCKING") != "1":
        checks.append(Check("note", "MS_DEV_LAUNCH_BLOCKING", "PyNative ops run asynchronously, so an error in "
                            "msdiag's eager re-run can surface at a later op than the one at fault",
                            "export MS_DEV_LAUNCH_BLOCKING=1 before starting Python for exact lines "
                            "(it must be set before the first op)"))
    if environ.get("MSDIAG_DEBUG"):
        checks.append(Check("note", "MSDIAG_DEBUG", "MSDIAG_DEBUG is set: msdiag's own tracebacks are shown"))
    others = sorted(k for k in environ if k.startswith("MS_DEV_") and k not in ("MS_DEV_JIT_SYNTAX_LEVEL",
                                                                              "MS_DEV_LAUNCH_BLOCKING"))
    if others:
        checks.append(Check("note", "MS_DEV_*", "set: " + ", ".join(f"{k}={environ[k]}" for k in others) +
                            "; these change MindSpore's compiler, and the reproductions behind msdiag's rules ran "
                            "without them", "if a diagnosis looks wrong, try again without them"))
    if not any(c.status == "problem" for c in checks):
        checks.insert(0, Check("ok", "environment", "no variable turns graph compilation or msdiag off"))
    return checks


def check_probes(probes: Callable[[], list[msapi.Probe]] = msapi.probes,
                 environ: Mapping[str, str] | None = None) -> list[Check]:
    """Each private MindSpore capability msdiag uses: found where, or what is lost without it; and
    what this MindSpore does with a hook registered after a compile."""
    try:
        found = probes()
    except Exception as error:  # noqa: BLE001 - a MindSpore that cannot be probed is a finding itself
        return [Check("note", "probes", tr("doctor.probe.broken", error=f"{type(error).__name__}: {error}"))]
    checks = [Check("ok", f"probe:{p.name}", tr("doctor.probe.found", name=p.name, where=p.where)) if p.found
              else Check("note", f"probe:{p.name}", tr("doctor.probe.missing", name=p.name, without=tr(p.without)))
              for p in found]
    try:
        mode = msapi.hook_recompile()
        recompiles = msapi.hooks_recompile(environ)
    except Exception:  # noqa: BLE001 - nothing to say about hooks
        return checks
    key = "doctor.hooks.frozen" if not recompiles else "doctor.hooks.always" if mode == "always" else "doctor.hooks.guarded"
    return checks + [Check("ok", "probe:hooks after compile", tr(key))]


def check_notes(python: str | None = None, how: Callable[[], str] = notes.show_notes) -> list[Check]:
    """Whether msdiag's note will be shown under an uncaught error (Python 3.10 needs the backport)."""
    shown = how()
    python = python or platform.python_version()
    if shown == "msdiag":
        return [Check("note", "notes", tr("doctor.notes.missing", python=python), tr("doctor.notes.fix"))]
    if shown == "none":
        return [Check("problem", "notes", tr("doctor.notes.hidden", python=python), tr("doctor.notes.fix"))]
    return [Check("ok", "notes", tr("doctor.notes.ok", how=shown))]


def run_checks(environ: Mapping[str, str] | None = None) -> list[Check]:
    environ = config.environment() if environ is None else environ
    mindspore = installed_version("mindspore")
    checks = check_python(platform.python_version(), mindspore)
    checks += check_mindspore(mindspore)
    checks += check_numpy(installed_version("numpy"))
    if mindspore is not None:
        checks += check_device()
        checks += check_probes(environ=environ)
    checks += check_notes()
    checks += check_environment(environ)
    return checks


_LABEL = {"ok": "ok", "note": "note", "problem": "PROBLEM"}


def checks_to_text(checks: Sequence[Check]) -> str:
    lines = []
    for check in checks:
        lines.append(f"{_LABEL[check.status]:>7}  {check.message}")
        if check.fix and check.status != "ok":
            lines.append(f"{'':>7}  fix: {check.fix}")
    problems = sum(c.status == "problem" for c in checks)
    lines.append("")
    lines.append(f"{problems} problem{'s' if problems != 1 else ''} found" if problems else "no problem found")
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """`msdiag doctor [--json]`: 1 when a problem is found, 0 otherwise."""
    parser = argparse.ArgumentParser(prog="msdiag doctor", description=__doc__)
    parser.add_argument("--json", action="store_true", help="print the checks as JSON")
    args = parser.parse_args(argv)
    checks = run_checks()
    if args.json:
        sys.stdout.write(json.dumps([asdict(c) for c in checks], indent=2) + "\n")
    else:
        sys.stdout.write(checks_to_text(checks))
    return 1 if any(c.status == "problem" for c in checks) else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
