"""Cost of creation recording: building models and making tensors with msdiag watching vs without.

    .venv/bin/python bench/bench_creation.py [--models resnet18,stack] [--repeats 5] [--tensors 20000]

While msdiag watches (`msdiag.install()`, `msdiag run`, `%load_ext msdiag`, or a first
`msdiag.diagnose(...)`), msdiag.evidence.creation patches the constructors of nn.Cell, Parameter
and Tensor so that a diagnosis can name the exact line that built a cell or made a tensor. Its
docstring states the cost: one walk up the stack per Cell or Parameter built, and per Tensor made
directly by user code a frame look-up and a weak dictionary entry. This bench measures it, in
one process, recording switched on with `msdiag.install()` and off with `msdiag.uninstall()`
(hooks start and stop the recording; the bench checks `creation.recording()` each time):

* model build: the time to build a model from scratch, recording on vs off, in interleaved
  repeats (off, on, then on, off, ...) after one warm-up build of each; median of each, the ratio
  of the medians, and the median of the per-pair ratios.
  - resnet18: mindcv 0.3.0 `create_model("resnet18", pretrained=False)` (skipped if mindcv is not
    installed; see bench/README.md). mindcv lives in site-packages, so its own Tensor calls are not
    recorded; every Cell and Parameter walks up the stack to this file's frame.
  - stack: a model built in this file (user code, so every path records): --layers blocks of
    nn.Conv2d + nn.BatchNorm2d + nn.Dense, each block also making three ms.Tensor constants.
* tensor creation in a tight loop in this file: --tensors calls of `ms.Tensor(small ndarray)`,
  (a) each tensor dropped at once (the weak entry is removed as it dies) and (b) every tensor kept
  in a list (the table grows); per-tensor microseconds on vs off, interleaved repeats, medians.

After each "on" build the bench counts how many of the built cells and parameters got a recorded
site (`creation.site_of`), to show that recording did its work. GC runs before each timed region,
not inside it. Prints figures and ratios only; never asserts on time.
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from typing import Any, Callable

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from _common import flush, load, machine_header, median, ratio  # noqa: E402

import numpy as np  # noqa: E402
import mindspore as ms  # noqa: E402
from mindspore import nn  # noqa: E402

import msdiag  # noqa: E402
from msdiag.evidence import creation  # noqa: E402


def recording(on: bool) -> None:
    """Switch creation recording on or off the way a user does, and check that it took effect."""
    if on:
        msdiag.install()
    else:
        msdiag.uninstall()
    if creation.recording() != on:
        raise RuntimeError(f"creation.recording() is {creation.recording()} after {'install' if on else 'uninstall'}")


class Block(nn.Cell):
    def __init__(self, channels: int, width: int) -> None:
        super().__init__()
        self.conv = nn.Conv2d(channels, channels, 3, pad_mode="same")
        self.norm = nn.BatchNorm2d(channels)
        self.fc = nn.Dense(width, width)
        self.scale = ms.Tensor(np.ones((channels, 1, 1), np.float32))
        self.shift = ms.Tensor(0.5, ms.float32)
        self.mask = ms.Tensor(np.tril(np.ones((8, 8), np.float32)))

    def construct(self, x, h):
        return self.norm(self.conv(x)) * self.scale + self.shift, self.fc(h)


def build_stack(layers: int) -> nn.Cell:
    return nn.CellList([Block(32, 256) for _ in range(layers)])


def build_resnet18() -> nn.Cell:
    from mindcv.models import create_model

    return create_model("resnet18", pretrained=False, num_classes=10)


def recorded_share(net: nn.Cell) -> tuple[int, int, int, int]:
    cells = [cell for _, cell in net.cells_and_names()]
    params = list(net.get_parameters())
    return (sum(creation.site_of(c) is not None for c in cells), len(cells),
            sum(creation.site_of(p) is not None for p in params), len(params))


def timed(action: Callable[[], Any]) -> tuple[float, Any]:
    gc.collect()
    started = time.perf_counter()
    result = action()
    return time.perf_counter() - started, result


def interleaved(name: str, action: Callable[[], Any], repeats: int, per: int = 1,
                unit: str = "s", after_on: Callable[[Any], str] | None = None) -> tuple[float, float, float]:
    """Warm up both sides, then `repeats` pairs in alternating order. Returns the medians (off, on)
    per `per` items, in `unit`, and the median of the per-pair ratios."""
    scale = 1e6 if unit == "us" else 1.0
    for on in (False, True):
        recording(on)
        action()
    recording(False)
    samples: dict[bool, list[float]] = {False: [], True: []}
    pairs: list[float] = []
    for r in range(repeats):
        pair: dict[bool, float] = {}
        for on in ((False, True) if r % 2 == 0 else (True, False)):
            recording(on)
            try:
                seconds, result = timed(action)
            finally:
                recording(False)
            pair[on] = seconds / per * scale
            samples[on].append(pair[on])
            extra = f"   {after_on(result)}" if on and after_on is not None else ""
            print(f"   repeat {r} recording {'on ' if on else 'off'} {pair[on]:10.3f} {unit}{extra}")
            del result
            flush()
        pairs.append(ratio(pair[True], pair[False]))
    off, on = median(samples[False]), median(samples[True])
    print(f"   {name}: median off {off:.3f} {unit}, on {on:.3f} {unit}; ratio on/off {ratio(on, off):.3f} "
          f"(+{on - off:.3f} {unit}); paired median {median(pairs):.3f} ({', '.join(f'{p:.3f}' for p in pairs)})")
    flush()
    return off, on, median(pairs)


def make_tensors(count: int, keep: bool) -> Callable[[], Any]:
    data = np.ones((4,), np.float32)

    def run() -> Any:
        kept = [] if keep else None
        for _ in range(count):
            t = ms.Tensor(data)
            if kept is not None:
                kept.append(t)
        return kept

    return run


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default="resnet18,stack", help="resnet18 (mindcv) and/or stack")
    parser.add_argument("--layers", type=int, default=16, help="blocks in the stack model")
    parser.add_argument("--repeats", type=int, default=5, help="interleaved on/off pairs")
    parser.add_argument("--tensors", type=int, default=20000, help="tensors per tight-loop run")
    args = parser.parse_args()
    print(machine_header("creation recording: model build and tensor creation, recording on vs off"))
    print(f"repeats {args.repeats} (interleaved pairs, after one warm-up of each side); PYNATIVE build, no compile")
    flush()
    bench_start = time.perf_counter()
    summary: list[tuple[str, float, float, float, str]] = []

    def share(net: Any) -> str:
        cells, n_cells, params, n_params = recorded_share(net)
        return f"recorded sites: {cells}/{n_cells} cells, {params}/{n_params} parameters"

    for model in filter(None, args.models.split(",")):
        if model == "resnet18":
            try:
                import mindcv  # noqa: F401
            except ImportError:
                print("\n-- resnet18: skipped, mindcv is not installed (see bench/README.md set-up)")
                continue
            builder: Callable[[], Any] = build_resnet18
            title = "mindcv 0.3.0 resnet18, pretrained=False"
        elif model == "stack":
            builder = lambda: build_stack(args.layers)  # noqa: E731
            title = f"{args.layers} x (Conv2d 32->32 3x3 + BatchNorm2d + Dense 256x256 + 3 ms.Tensor constants), built here"
        else:
            raise SystemExit(f"unknown model {model!r} (resnet18, stack)")
        print(f"\n-- build {model}: {title} ({load()})")
        flush()
        off, on, paired = interleaved(f"build {model}", builder, args.repeats, after_on=share)
        summary.append((f"build {model}", off, on, paired, "s"))

    for keep in (False, True):
        label = f"ms.Tensor(ndarray) x {args.tensors}, {'kept in a list' if keep else 'each dropped'}"
        print(f"\n-- tight loop: {label} ({load()})")
        flush()
        off, on, paired = interleaved(f"tensor {'kept' if keep else 'dropped'}", make_tensors(args.tensors, keep),
                                      args.repeats, per=args.tensors, unit="us")
        summary.append((f"tensor, {'kept' if keep else 'dropped'} (per tensor)", off, on, paired, "us"))
    left = len(creation._sites)  # private: the table of recorded sites, after everything was dropped
    gc.collect()

    print("\n== summary (recording on vs off; medians; measured under the load shown) ==")
    print(f"{'what':32} {'off':>11} {'on':>11} {'added':>11} {'on/off':>7} {'paired':>7}")
    for what, off, on, paired, unit in summary:
        print(f"{what:32} {off:8.3f} {unit:2} {on:8.3f} {unit:2} {on - off:8.3f} {unit:2} {ratio(on, off):7.3f} {paired:7.3f}")
    print(f"recorded sites still in the table after every model and tensor was dropped: {left} "
          f"(then {len(creation._sites)} after gc)")
    print(f"bench wall time {time.perf_counter() - bench_start:.0f} s; {load()} (at end)")
    flush()
    os._exit(0)  # skip MindSpore's interpreter teardown


if __name__ == "__main__":
    sys.exit(main())
