"""Happy-path overhead: plain MindSpore vs watched by `msdiag.diagnose(...)` vs watched by `msdiag.install()`.

    .venv/bin/python bench/happy_path.py [--models resnet18,vit_b_16_224] [--rounds 2] [--batch 1]

Real mindcv 0.3.0 models (pretrained=False, nothing downloaded), GRAPH_MODE, CPU. For each model and
each kind of call (forward; training step = TrainOneStepCell(WithLossCell(net, CE), Momentum)):

* rounds; each round builds a FRESH instance per variant (seeded), first-calls them in alternating
  order (plain, decorator, install, then install, decorator, plain, ...) so that drift and warm
  caches favour no variant, then runs the steady steps interleaved call by call (order alternating
  every step), switching msdiag on and off around each watched call, outside the timed region;
* a fresh instance means its first call is a genuine graph compile:
  the compile cache (MS_COMPILER_CACHE_ENABLE / enable_compile_cache) is off and checked, and the
  instance's `compile_cache` is checked to be empty before and to hold a phase never seen before after;
* first call = compile + first run, timed to the synchronised output (asnumpy);
* steady state = the following steps, each timed to the synchronised output; median per variant.
  Watched steps run with msdiag's per-model state in place (the on_compiled rules' notes in
  msdiag.engine.watch._memos, checked by watch.before_call at every later call), as in a real run.

msdiag does part of its work once per model class per process, after the first call that
succeeds (msdiag.engine.watch.after_success: the silent-bug pass). To make every watched sample pay
what a user's first call in a fresh process pays, `watch._seen` (private) is cleared before each
watched first call. After every watched call the bench undoes the watch with the public
`msdiag.undiagnose(cell)` and `msdiag.uninstall()`, and checks that `nn.Cell.__call__` is
MindSpore's own again before the next plain call. `watch._memos` holds models weakly, so nothing
needs dropping at the end of a round.

Because a step here lasts seconds and the machine is shared, a 1 % target is below the noise of the
end-to-end figures, so two noise-free measurements are printed as well: the per-call cost of msdiag's
wrapper on a tiny graph cell (many calls), and msdiag's own first-call work on each real model, each
converted into the ratio it implies. That work is now timed as watch.silent_findings (the static part
of the silent-bug pass) and the whole of watch.after_success on a first call (silent_findings plus the
on_compiled rules' first notes, the nearest equivalent of the old silent_watch._Frozen, which no
longer exists as one function). Prints figures and ratios only; never asserts on time.
"""
from __future__ import annotations

import os

os.environ.pop("MS_COMPILER_CACHE_ENABLE", None)  # each first call must be a genuine compile

import argparse  # noqa: E402
import gc  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
import warnings  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from _common import flush, load, machine_header, median, ratio  # noqa: E402

import numpy as np  # noqa: E402
import mindspore as ms  # noqa: E402
from mindspore import nn  # noqa: E402

ORIGINAL_CELL_CALL = nn.Cell.__dict__["__call__"]  # before msdiag can patch anything

import msdiag  # noqa: E402
from msdiag import hooks  # noqa: E402
from msdiag.engine import watch as msdiag_watch  # noqa: E402

VARIANTS = ("plain", "decorator", "install")
SEEN_PHASES: set[str] = set()


def build(model: str, kind: str, seed: int) -> nn.Cell:
    from mindcv.models import create_model

    ms.set_seed(seed)
    np.random.seed(seed)
    net = create_model(model, pretrained=False, num_classes=10)
    if kind == "forward":
        net.set_train(False)
        return net
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
    cell = nn.TrainOneStepCell(nn.WithLossCell(net, loss), optimizer)
    cell.set_train()
    return cell


def inputs(kind: str, batch: int, image: int) -> tuple:
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.random((batch, 3, image, image), dtype=np.float32))
    if kind == "forward":
        return (x,)
    return (x, ms.Tensor(rng.integers(0, 10, (batch,)).astype(np.int32)))


def timed_call(cell: nn.Cell, args: tuple) -> float:
    started = time.perf_counter()
    out = cell(*args)
    (out[0] if isinstance(out, (tuple, list)) else out).asnumpy()
    return time.perf_counter() - started


def watch(variant: str, cell: nn.Cell, first: bool = False) -> None:
    if variant == "plain":
        if nn.Cell.__dict__["__call__"] is not ORIGINAL_CELL_CALL or hooks.patched():
            raise RuntimeError("plain sample but nn.Cell.__call__ is still patched by msdiag")
        return
    if first:
        msdiag_watch._seen.clear()  # pay the once-per-class work, as a fresh process would
    if variant == "decorator":
        msdiag.diagnose(cell)
    else:
        msdiag.install()


def unwatch(variant: str, cell: nn.Cell) -> None:
    """Undo the watch (public API) so that the next plain call runs MindSpore's own nn.Cell.__call__.
    The notes msdiag keeps for the model in watch._memos stay (held weakly), so later watched
    calls run the on_compiled rules as they would in a real run."""
    if variant == "plain":
        return
    msdiag.undiagnose(cell)
    msdiag.uninstall()
    if nn.Cell.__dict__["__call__"] is not ORIGINAL_CELL_CALL:
        raise RuntimeError("msdiag.uninstall() did not restore nn.Cell.__call__")


def one_round(model: str, kind: str, order: tuple, args: tuple, steps: int, seed: int) -> dict:
    """Fresh instances of the three variants; first calls in `order`; then steady steps
    interleaved call by call (the order alternating every step)."""
    cells = {variant: build(model, kind, seed) for variant in order}
    out: dict = {"first": {}, "steady": {v: [] for v in order}, "genuine": True}
    for variant in order:
        cell = cells[variant]
        out["genuine"] &= len(cell.compile_cache) == 0
        watch(variant, cell, first=True)
        try:
            out["first"][variant] = timed_call(cell, args)
        finally:
            unwatch(variant, cell)
        phases = set(cell.compile_cache)
        out["genuine"] &= bool(phases) and not (phases & SEEN_PHASES)
        SEEN_PHASES.update(phases)
    for step in range(steps):
        for variant in (order if step % 2 == 0 else order[::-1]):
            cell = cells[variant]
            watch(variant, cell)
            try:
                out["steady"][variant].append(timed_call(cell, args))
            finally:
                unwatch(variant, cell)
    del cells, cell
    gc.collect()
    return out


def first_call_work(model: str, kind: str, repeat: int = 3) -> tuple[float, float]:
    """msdiag's own work after a first watched call that succeeded, measured directly, best of
    `repeat`: watch.silent_findings (the static part of the silent-bug pass) and the whole of
    watch.after_success as on a first call (the silent-bug pass plus the on_compiled rules' first
    notes; the old silent_watch._Frozen is part of the latter). The model is not compiled here:
    both read the model and its source, not the graph. Warnings are recorded, not shown."""
    cell = build(model, kind, 0)
    findings_s, after_s = [], []
    for _ in range(repeat):
        started = time.perf_counter()
        msdiag_watch.silent_findings(cell)
        findings_s.append(time.perf_counter() - started)
        msdiag_watch._seen.discard(type(cell))
        msdiag_watch._memos.pop(cell, None)
        with warnings.catch_warnings(record=True):
            started = time.perf_counter()
            msdiag_watch.after_success(cell)
            after_s.append(time.perf_counter() - started)
    msdiag_watch._memos.pop(cell, None)
    del cell
    gc.collect()
    return min(findings_s), min(after_s)


class Tiny(nn.Cell):
    def __init__(self) -> None:
        super().__init__()
        self.fc = nn.Dense(16, 16)

    def construct(self, x):
        return self.fc(x)


def wrapper_cost(rounds: int = 6, calls: int = 1500) -> dict[str, float]:
    """Per-call time of a tiny graph cell (microseconds), plain vs decorator vs install, blocks of
    `calls` calls in alternating order; median over rounds of the per-call mean of each block.
    Not synchronised per call (asnumpy once per block) so that the wrapper is a larger share."""
    x = ms.Tensor(np.ones((2, 16), np.float32))
    cells = {v: Tiny() for v in VARIANTS}
    for variant, cell in cells.items():  # compile each once
        watch(variant, cell)
        cell(x).asnumpy()
        if variant == "plain":
            continue
        msdiag.undiagnose(cell)  # watch._memos keeps its notes: later calls run the on_compiled rules
        msdiag.uninstall()
    per_call: dict[str, list[float]] = {v: [] for v in VARIANTS}
    for r in range(rounds):
        for variant in (VARIANTS if r % 2 == 0 else VARIANTS[::-1]):
            cell = cells[variant]
            if variant == "decorator":
                msdiag.diagnose(cell)
            elif variant == "install":
                msdiag.install()
            started = time.perf_counter()
            for _ in range(calls):
                out = cell(x)
            out.asnumpy()
            per_call[variant].append((time.perf_counter() - started) / calls * 1e6)
            if variant != "plain":
                msdiag.undiagnose(cell)
                msdiag.uninstall()
    return {v: median(per_call[v]) for v in VARIANTS}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--models", default="resnet18,vit_b_16_224")
    parser.add_argument("--kinds", default="forward,train")
    parser.add_argument("--rounds", type=int, default=2, help="rounds of the 3 variants (alternating order)")
    parser.add_argument("--steps", default="", help="steady steps, e.g. 'resnet18:forward=3,vit_b_16_224:train=4'")
    parser.add_argument("--batch", type=int, default=1)
    parser.add_argument("--image", type=int, default=224)
    args = parser.parse_args()

    steps_for = {("resnet18", "forward"): 3, ("resnet18", "train"): 2}
    for item in filter(None, args.steps.split(",")):
        key, value = item.split("=")
        model, kind = key.split(":")
        steps_for[(model, kind)] = int(value)

    ms.set_context(mode=ms.GRAPH_MODE)
    print(machine_header("happy path: plain vs msdiag.diagnose vs msdiag.install (GRAPH_MODE)"))
    import mindcv

    print(f"mindcv {mindcv.__version__}; batch {args.batch} x 3 x {args.image} x {args.image}; rounds {args.rounds}; "
          f"compile cache: enable_compile_cache={ms.get_context('enable_compile_cache')}, "
          f"MS_COMPILER_CACHE_ENABLE={os.environ.get('MS_COMPILER_CACHE_ENABLE')}")
    flush()
    bench_start = time.perf_counter()

    micro = wrapper_cost()
    print(f"\nwrapper cost per call on a tiny graph cell (Dense 16x16, median of blocks of 1500 calls): "
          f"plain {micro['plain']:.1f} us, decorator {micro['decorator']:.1f} us "
          f"(+{micro['decorator'] - micro['plain']:.1f}), install {micro['install']:.1f} us "
          f"(+{micro['install'] - micro['plain']:.1f})")
    flush()

    summary = []
    for model in args.models.split(","):
        for kind in args.kinds.split(","):
            steps = steps_for.get((model, kind), 5 if kind == "forward" else 3)
            call_args = inputs(kind, args.batch, args.image)
            firsts: dict[str, list[float]] = {v: [] for v in VARIANTS}
            steadies: dict[str, list[float]] = {v: [] for v in VARIANTS}
            paired: dict[str, list[float]] = {v: [] for v in VARIANTS}  # step-by-step ratio to plain's same step
            genuine_all = True
            print(f"\n-- {model} {kind}: {args.rounds} rounds x 3 variants, fresh instance each, "
                  f"{steps} steady steps each ({load()})")
            for r in range(args.rounds):
                order = VARIANTS if r % 2 == 0 else VARIANTS[::-1]
                result = one_round(model, kind, order, call_args, steps, seed=r)
                genuine_all &= result["genuine"]
                for variant in order:
                    firsts[variant].append(result["first"][variant])
                    steadies[variant].extend(result["steady"][variant])
                    paired[variant].extend(w / p for w, p in zip(result["steady"][variant], result["steady"]["plain"]))
                    print(f"   round {r} {variant:9} first call {result['first'][variant]:7.2f} s   steps "
                          + " ".join(f"{t:.3f}" for t in result["steady"][variant])
                          + ("" if result["genuine"] else "   (NOT a fresh compile!)"))
                flush()
            findings_s, after_s = first_call_work(model, kind)
            base_first, base_step = median(firsts["plain"]), median(steadies["plain"])
            print(f"   {'variant':9} {'first call s':>12} {'ratio':>6} {'step s':>8} {'ratio':>6} {'paired':>7}")
            for variant in VARIANTS:
                f, s = median(firsts[variant]), median(steadies[variant])
                print(f"   {variant:9} {f:12.2f} {ratio(f, base_first):6.3f} {s:8.3f} {ratio(s, base_step):6.3f} "
                      f"{median(paired[variant]):7.3f}")
            print("   (paired = median over steps of step / the plain step made right next to it: robust to load drift)")
            implied_first = 1 + after_s / base_first
            implied_step = 1 + (micro["install"] - micro["plain"]) * 1e-6 / base_step
            print(f"   genuine compile on every first call: {genuine_all}")
            print(f"   msdiag's own first-call work on this model: watch.after_success {after_s * 1e3:.0f} ms"
                  f" (of which watch.silent_findings {findings_s * 1e3:.0f} ms) -> implied first-call ratio "
                  f"{implied_first:.3f}; "
                  f"wrapper cost -> implied steady ratio {implied_step:.5f}")
            summary.append((model, kind, {v: ratio(median(firsts[v]), base_first) for v in VARIANTS},
                            {v: median(paired[v]) for v in VARIANTS}, implied_first, implied_step,
                            base_first, base_step))
            flush()

    print("\n== summary (ratios vs plain; targets: steady <= 1.01, first call <= 1.05) ==")
    print(f"{'model':14} {'kind':8} {'plain 1st s':>11} {'plain step s':>12} {'1st deco':>8} {'1st inst':>8} "
          f"{'1st implied':>11} {'step deco':>9} {'step inst':>9} {'step implied':>12}   (step ratios: paired)")
    for model, kind, first_r, step_r, implied_first, implied_step, base_first, base_step in summary:
        print(f"{model:14} {kind:8} {base_first:11.2f} {base_step:12.3f} {first_r['decorator']:8.3f} "
              f"{first_r['install']:8.3f} {implied_first:11.3f} {step_r['decorator']:9.3f} {step_r['install']:9.3f} "
              f"{implied_step:12.5f}")
    print(f"bench wall time {time.perf_counter() - bench_start:.0f} s; {load()} (at end)")
    flush()
    os._exit(0)  # skip MindSpore's noisy interpreter teardown


if __name__ == "__main__":
    sys.exit(main())
