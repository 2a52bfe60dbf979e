"""Origin-kind matrices: for one kind of origin (where a config value, a dtype, a None, a size,
an index range or a frozen host value was made), every way of writing it that came to mind,
each a small program whose root line is marked. Development material, not a blind measure:
these were written by msdiag's developers while building the mechanisms they exercise.

    python eval/matrix/run.py [dtype none ...]     # from the repository root

Each module's top level writes its cases into the current directory (one folder per case, a
`main.py` and sibling modules); this script runs them in a temporary directory, in-process
under msdiag, and prints whether the first finding is on the marked line."""
from __future__ import annotations

import os
import runpy
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "tests"))

import inprocess  # noqa: E402


def _expected(case: Path, marker: str) -> tuple[str, int] | None:
    found = None
    for module in sorted(case.glob("*.py")):
        for number, line in enumerate(module.read_text().splitlines(), 1):
            if marker in line:
                found = (module.name, number)
    return found


def main(selected: list[str]) -> int:
    kinds = [p for p in sorted(HERE.glob("*.py")) if p.name != "run.py" and (not selected or p.stem in selected)]
    hits = total = 0
    for generator in kinds:
        with tempfile.TemporaryDirectory() as folder:
            os.chdir(folder)
            namespace = runpy.run_path(str(generator))
            marker = namespace.get("MARKER", "# R")
            for case in sorted(p for p in Path(folder).iterdir() if p.is_dir()):
                run = inprocess.run_script(case / "main.py")
                findings = run.report.get("findings", [])
                first = None
                if namespace.get("SILENT"):
                    first = findings[0] if findings else None
                elif run.report.get("failures"):
                    indices = run.report["failures"][0]["findings"]
                    first = findings[indices[0]] if indices else None
                got = (Path(first["file"]).name, first["line"]) if first else None
                expected = _expected(case, marker)
                hits += got == expected
                total += 1
                print(f"{'ok  ' if got == expected else 'MISS'} {generator.stem}/{case.name}: expected {expected}, "
                      f"got {first['code'] if first else '-'} {got}", flush=True)
            os.chdir(HERE)
    print(f"{hits}/{total} first findings on the marked line")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
