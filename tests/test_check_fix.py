"""`msdiag check --fix` on real MindSpore: the fixed model compiles in GRAPH_MODE and gives the
same outputs as before."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from msdiag.check import main
from msdiag.engine.static import check_paths

FIXABLE = Path(__file__).parent / "check_fixtures" / "fixable"


def _run(directory: Path, output: Path) -> None:
    subprocess.run(
        [sys.executable, str(FIXABLE / "run_attention.py"), str(directory), str(output)],
        check=True,
        cwd=directory,
        capture_output=True,
        timeout=300,
    )


@pytest.mark.slow
def test_fixed_model_compiles_and_gives_the_same_outputs(tmp_path: Path) -> None:
    shutil.copy(FIXABLE / "attention.py", tmp_path / "attention.py")
    assert {f.code for f in check_paths([str(tmp_path)]).findings} == {"MSD705"}
    _run(tmp_path, tmp_path / "before.npy")
    assert main([str(tmp_path / "attention.py"), "--fix", "--output", os.devnull]) == 0
    assert check_paths([str(tmp_path)], select=["MSD701", "MSD705"]).findings == []
    _run(tmp_path, tmp_path / "after.npy")
    before, after = np.load(tmp_path / "before.npy"), np.load(tmp_path / "after.npy")
    assert before.shape == after.shape == (2, 5, 16)
    assert np.allclose(before, after)
