"""Every reproduction, typed into notebook cells (imports, helpers, model, call), gets the same first
finding as the script, named `In [n], line k`; the silent ones warn at the same line.

The notebooks are generated from the reproductions (tests/notebook_cells.py). They run in two
kernels (every other case in each), one case after the other, with the user namespace emptied and
a fresh msdiag report between two reproductions (tests/notebook_kernel.py): a kernel per
reproduction would cost a MindSpore start-up each. Each kernel run is one test, so that `pytest -n` never runs it twice, and it reports every reproduction
that differs, not only the first.
"""
from __future__ import annotations

import ast

import json
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from harness import ROOT, expected_marker
from msdiag.rules.registry import rule_for
from notebook_cells import Cell, locate, split_script

KERNEL = "msdiag-test-venv"
TESTS = Path(__file__).resolve().parent
REPRODUCTIONS_DIR = ROOT / "reproductions"


def _code_of(folder: Path) -> str:
    return folder.relative_to(REPRODUCTIONS_DIR).parts[0].split("-")[0]


def _name_of(folder: Path) -> str:
    return "--".join(folder.relative_to(REPRODUCTIONS_DIR).parts)


def _siblings(folder: Path) -> tuple[Path, ...]:
    return tuple(sorted(p for p in folder.glob("*.py") if p.name not in ("bad.py", "good.py")
                        and not p.stem.endswith("_good")))


@dataclass(frozen=True)
class Case:
    """One reproduction as a notebook: its cells, and where its `# expect:` marker lands."""

    name: str
    folder: Path
    cells: tuple[Cell, ...]

    @property
    def silent(self) -> bool:
        return rule_for(_code_of(self.folder)).severity == "warning"

    def expected(self) -> tuple[str, tuple[int, int] | None, Path, int]:
        """(code, (cell index, line in the cell) or None for a sibling module, file, line in the file)."""
        marker = expected_marker(self.folder / "bad.py")
        return marker.code, locate(list(self.cells), marker.file, marker.line), marker.file, marker.line


# A compile that runs for minutes is only seen by the watchdog of `msdiag run` (tests/test_run.py).
FOLDERS = sorted(p.parent for p in REPRODUCTIONS_DIR.rglob("bad.py") if _code_of(p.parent) != "MSD304")
CASES = [Case(_name_of(f), f, tuple(split_script(f / "bad.py"))) for f in FOLDERS]
# A value made wrong in a helper typed into one cell and failing in a model in another: the helper
# modules of the dtype reproductions are typed into the notebook instead of imported.
def _imported_by_name(folder: Path) -> bool:
    """Whether bad.py reads a sibling as a module (`import runtime`): typing that sibling into a
    cell would leave the module imported as well, so the case would not be what it says."""
    tree = ast.parse((folder / "bad.py").read_text(encoding="utf-8"))
    stems = {p.stem for p in _siblings(folder)}
    return any(alias.name in stems for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names)


CASES += [Case(_name_of(f) + "--helper-in-a-cell", f, tuple(split_script(f / "bad.py", _siblings(f))))
          for f in FOLDERS if _code_of(f).startswith("MSD5") and _siblings(f)
          and expected_marker(f / "bad.py").file.name != "bad.py" and not _imported_by_name(f)]
# Known differences from the script, each with its reason: the test fails when one is fixed.
KNOWN_GAPS: dict[str, str] = {}


def test_cells_are_cut_from_the_script() -> None:
    """Each marker lands on the same text in its cell, and the cells keep the script's statements."""
    for case in CASES:
        code, found, file, line = case.expected()
        script_line = file.read_text(encoding="utf-8").splitlines()[line - 1]
        if found is not None:
            index, cell_line = found
            assert case.cells[index].source.splitlines()[cell_line - 1].strip() == script_line.strip(), case.name
        else:
            assert file.parent == case.folder and file.name != "bad.py", case.name
        kinds = [cell.kind for cell in case.cells]
        assert kinds[0] == "imports" and kinds[-1] == "call", (case.name, kinds)


def _run(cases: list[Case], workdir: Path) -> tuple[dict[str, list], float]:
    """Run every case in one kernel; the executed cells of each case (its outcome cell last), by name."""
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    pytest.importorskip("ipykernel")
    spec = workdir / "jupyter" / "kernels" / KERNEL
    spec.mkdir(parents=True)
    spec.joinpath("kernel.json").write_text(json.dumps({
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "msdiag test (venv)",
        "language": "python",
        # The setting of msdiag's hint (tests/test_notebook.py checks the hint): without it, MindSpore
        # writes `GetRealPath failed` for the cells of every failing compile.
        "env": {"GLOG_v": "3", "MSDIAG": "1", "MS_SUBMODULE_LOG_v": "{CORE:4}"},
    }))
    new = nbformat.v4.new_code_cell
    nb = nbformat.v4.new_notebook()
    nb.cells = [new(f"import sys\nsys.path.insert(0, {str(TESTS)!r})\n%load_ext msdiag")]
    spans: dict[str, tuple[int, int]] = {}
    for case in cases:
        nb.cells.append(new(f"import notebook_kernel\nnotebook_kernel.enter({str(case.folder)!r})"))
        start = len(nb.cells)
        nb.cells += [new(cell.source) for cell in case.cells]
        nb.cells.append(new("import notebook_kernel\nnotebook_kernel.outcome()"))
        spans[case.name] = (start, len(nb.cells))
    monkeypatch = pytest.MonkeyPatch()
    monkeypatch.setenv("JUPYTER_PATH", str(workdir / "jupyter"))
    started = time.perf_counter()
    try:
        client = nbclient.NotebookClient(nb, kernel_name=KERNEL, timeout=300, startup_timeout=60, allow_errors=True,
                                         resources={"metadata": {"path": str(workdir)}})
        client.execute()
    finally:
        monkeypatch.undo()
        nbformat.write(nb, workdir / "reproductions.ipynb")  # to read what each cell showed
    return {name: nb.cells[first:last] for name, (first, last) in spans.items()}, time.perf_counter() - started


def _outcome(cells: list) -> dict[str, Any] | None:
    text = "".join(o.get("text", "") for o in cells[-1].outputs if o.output_type == "stream")
    match = re.search(r"^OUTCOME (.*)$", text, re.M)
    return json.loads(match.group(1)) if match else None


def _shown(cells: list) -> str:
    """What the notebook shows for these cells: streams, tracebacks and plain-text displays."""
    ansi = re.compile(r"\x1b\[[0-9;]*m")
    parts = []
    for cell in cells:
        for output in cell.outputs:
            if output.output_type == "stream":
                parts.append(output.text)
            elif output.output_type == "error":
                parts.append(ansi.sub("", "\n".join(output.traceback)))
            elif "text/plain" in output.get("data", {}):
                parts.append(output.data["text/plain"])
    return "\n".join(parts)


def _where(item: dict[str, Any]) -> tuple[str, int]:
    return (item["title"] if item["cell"] else str(Path(item["file"]).resolve()), item["line"])


def _problem(case: Case, cells: list) -> str | None:
    """Why the notebook's diagnosis differs from the script's, or None."""
    code, found, file, line = case.expected()
    if found is None:  # the marker is in a sibling module, which stays a file
        title, shown_as = str(file), None
    else:
        title, line = f"In [{cells[found[0]].execution_count}]", found[1]
        shown_as = f"{title}, line {line}"
    outcome = _outcome(cells)
    shown = _shown(cells[:-1])
    if outcome is None:
        return f"no outcome: {shown[-2000:]}"
    if case.silent:
        if outcome["failures"]:
            return f"failed: {outcome['failures']}"
        places = [(w["code"], *_where(w)) for w in outcome["warnings"]]
        if (code, title, line) not in places:
            return f"no {code} warning at {title}, line {line}: {places}\n{shown[-2000:]}"
        if shown_as is not None and f"{shown_as}: GraphModeWarning: msdiag {code}" not in shown:
            return f"the warning does not name `{shown_as}`:\n{shown[-2000:]}"
        return None
    first = outcome["failures"][0]["findings"][:1] if outcome["failures"] else []
    if not first or (first[0]["code"], *_where(first[0])) != (code, title, line):
        return f"first finding {first} is not {code} at {title}, line {line}\n{shown[-2000:]}"
    if f"[{code}]" not in shown or (shown_as is not None and f"--> {shown_as}, column" not in shown):
        return f"the diagnosis shown does not name `{shown_as}`:\n{shown[-2000:]}"
    return None


# Two kernels, each with every other case: `pytest -n 2` runs them side by side instead of one
# five-minute test holding a worker while the other has finished; each still holds some 150
# reproductions whose names and modules meet in one namespace.
KERNELS = 2


@pytest.mark.parametrize("kernel", range(KERNELS), ids=[f"kernel{k}" for k in range(KERNELS)])
def test_reproductions_typed_into_cells_get_the_same_first_finding(tmp_path: Path, kernel: int) -> None:
    cases = CASES[kernel::KERNELS]
    executed, seconds = _run(cases, tmp_path)
    print(f"\n{len(cases)} reproductions in one kernel: {seconds:.1f} s ({tmp_path / 'reproductions.ipynb'})")
    problems = []
    for case in cases:
        problem = _problem(case, executed[case.name])
        if case.name in KNOWN_GAPS:
            if problem is None:
                problems.append(f"{case.name}: now the same as the script: remove it from KNOWN_GAPS")
        elif problem is not None:
            problems.append(f"{case.name}: {problem}")
    # The kernel runs with the setting msdiag's hint suggests: MindSpore's noise about cells is gone.
    noisy = [name for name, cells in executed.items() if "GetRealPath" in _shown(cells)]
    if noisy:
        problems.append(f"`GetRealPath` errors with MS_SUBMODULE_LOG_v={{CORE:4}}: {noisy}")
    assert not problems, "\n\n".join(problems)
