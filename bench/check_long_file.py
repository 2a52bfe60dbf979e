"""Cost of `msdiag check` against the length of one file (issue 11: it used to grow with the square).

    .venv/bin/python bench/check_long_file.py [--lines 5000,10000,20000] [--density 15] [--repeat 2]

Writes files of Cell classes, each with one `ms.Tensor(np.ones(x.shape), ...)` (an MSD705 finding
with a safe fix) every --density lines, and times, best of --repeat, the analysis alone
(`check_paths`), the text rendering (`check_text`) and the whole command in a fresh process. Prints
the time per 1,000 lines: flat means linear. Target: the 20,000-line command under 2 s. Never
asserts.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from _common import load, machine_header  # noqa: E402

_BLOCK = """\
class Block{k}(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.fc = nn.Dense(dim, dim)
        self.norm = nn.LayerNorm((dim,))

    def construct(self, x):
        h = self.norm(self.fc(x))
        scale = ms.Tensor(np.ones(x.shape), ms.float32)
        y = ops.relu(h) * scale
        for _ in range(2):
            y = y + h
        return y

"""


def source(lines: int, density: int) -> str:
    head = "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn, ops\n\n\n"
    block_lines = _BLOCK.count("\n")
    filler = max(0, density - block_lines)
    parts = [head]
    count, k = head.count("\n"), 0
    while count + block_lines + filler <= lines:
        parts.append(_BLOCK.format(k=k) + "# -\n" * filler)
        count += block_lines + filler
        k += 1
    return "".join(parts)


def best(action, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", default="5000,10000,20000")
    parser.add_argument("--density", type=int, default=15, help="lines per finding (at least 14)")
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()
    from msdiag.engine.static import check_paths
    from msdiag.report.text import check_text

    print(machine_header("msdiag check on one long file"))
    print(f"{'lines':>7} {'findings':>8} {'analysis':>9} {'text':>7} {'command':>8} {'ms/1k lines':>12}")
    with tempfile.TemporaryDirectory() as directory:
        for lines in [int(n) for n in args.lines.split(",")]:
            path = os.path.join(directory, f"long{lines}.py")
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(source(lines, args.density))
            result = check_paths([path])
            analysis = best(lambda: check_paths([path]), args.repeat)
            text = best(lambda: check_text(result), args.repeat)
            command = best(lambda: subprocess.run(
                [sys.executable, "-m", "msdiag", "check", path, "--fail-on", "never", "-o", os.devnull],
                check=True), args.repeat)
            print(f"{lines:>7} {len(result.findings):>8} {analysis:>8.2f}s {text:>6.2f}s {command:>7.2f}s "
                  f"{command / lines * 1000 * 1000:>11.0f}")
    print(f"{load()} (at end); target: 20,000 lines under 2 s for the command")
    return 0


if __name__ == "__main__":
    sys.exit(main())
