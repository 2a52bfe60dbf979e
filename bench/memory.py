"""Memory cost of a diagnosis: peak RSS while msdiag diagnoses a failing training step of a model
with >= 50M parameters and an Adam optimizer, vs the same failing step without msdiag.

    .venv/bin/python bench/memory.py [--layers 4] [--width 4096] [--batch 8]

The model: `--layers` x nn.Dense(width, width) (+ReLU), then a head nn.Dense(1000, 10) that cannot
take `width` features, wrapped in TrainOneStepCell(WithLossCell(., CE), Adam). Its first graph
call fails to compile (shape mismatch in the head); with msdiag watching, that failure is
diagnosed: snapshot, eager re-run (forward through every big layer), restore, rules.

Each scenario runs in a fresh child process (this script with --child MODE). In each, RSS is read
from /proc/self/status: before the call; peak during the call (the kernel's exact high-water mark
VmHWM, reset with /proc/self/clear_refs just before the call, plus a 2 ms sampling thread as a
cross-check); right after; after gc.collect() and malloc_trim(0) (glibc keeps freed blocks).
The failing call is made twice in each process: the second shows whether the memory of the
first diagnosis is reused or kept. Two controls in the plain process copy every parameter and drop
the copies: with Parameter.copy() (what msdiag's snapshot did before the fix) and through host
memory, Tensor(p.asnumpy().copy()) (what msdiag.evidence.state does now below its spill threshold;
above MSDIAG_SNAPSHOT_SPILL_MB, 256 by default, the copies go to a temporary file instead). The
snapshot figures come from wrapping msdiag.evidence.state.take_snapshot, which the eager re-run
(msdiag.evidence.eager) calls. Prints figures only; never asserts.
"""
from __future__ import annotations

import argparse
import ctypes
import gc
import json
import os
import subprocess
import sys
import threading
import time
import weakref

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from _common import flush, load, machine_header  # noqa: E402

MiB = 1024 * 1024


def status_kib(field: str) -> int:
    with open("/proc/self/status", encoding="ascii") as handle:
        for line in handle:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def rss() -> float:
    return status_kib("VmRSS") * 1024 / MiB


def reset_peak() -> bool:
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as handle:
            handle.write("5")
        return True
    except OSError:
        return False


def trim() -> None:
    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except OSError:
        pass


class Sampler(threading.Thread):
    def __init__(self) -> None:
        super().__init__(daemon=True)
        self.peak = 0.0
        self.running = True

    def run(self) -> None:
        while self.running:
            self.peak = max(self.peak, rss())
            time.sleep(0.002)


def child(mode: str, layers: int, width: int, batch: int) -> dict:
    import numpy as np
    import mindspore as ms
    from mindspore import nn

    ms.set_context(mode=ms.GRAPH_MODE)
    watched = mode.startswith("msdiag")
    failing = mode.endswith("fail")
    snapshot_info: dict = {}
    weight_ids: set[int] = set()
    if watched:
        import msdiag
        from msdiag.evidence import state

        inner = state.take_snapshot

        def take_snapshot(cells):
            snap = inner(cells)
            params = [p for p, _ in snap.parameters]
            optimizer_state = [p for p in params if id(p) not in weight_ids]  # moments, step, beta powers
            snapshot_info.update(
                parameters=len(params),
                bytes=sum(p.nbytes for p in params),
                trainable_bytes=sum(p.nbytes for p in params if id(p) in weight_ids),
                other_bytes=sum(p.nbytes for p in optimizer_state),
                other_names=sorted({p.name.split(".")[0] for p in optimizer_state})[:8],
                cells=len(snap.cells),
                spilled=snap.spill is not None,
            )
            return snap

        state.take_snapshot = take_snapshot

    ms.set_seed(0)
    body = []
    for _ in range(layers):
        body += [nn.Dense(width, width), nn.ReLU()]
    head = nn.Dense(1000 if failing else width, 10)
    net = nn.SequentialCell(body + [head])
    weight_ids.update(id(p) for p in net.trainable_params())
    optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-4)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")),
                                optimizer)
    train.set_train()
    if watched:
        msdiag.diagnose(train)
    x = ms.Tensor(np.random.default_rng(0).random((batch, width), dtype=np.float32))
    y = ms.Tensor(np.zeros((batch,), np.int32))
    result = {"mode": mode, "parameters": sum(p.size for p in net.trainable_params()),
              "param_bytes": sum(p.nbytes for p in net.trainable_params()),
              "all_state_bytes": sum(p.nbytes for _, p in train.parameters_and_names()), "snapshot": snapshot_info}

    def measured_call() -> dict:
        trim()
        before = rss()
        sampler = Sampler()
        sampler.start()
        exact = reset_peak()
        started = time.perf_counter()
        outcome = "ok"
        try:
            train(x, y).asnumpy()
        except Exception as error:  # noqa: BLE001
            outcome = type(error).__name__ + (" + msdiag note" if any(
                str(n).startswith("msdiag:") for n in getattr(error, "__notes__", ())) else "")
            del error
        seconds = time.perf_counter() - started
        peak = status_kib("VmHWM") * 1024 / MiB if exact else float("nan")
        sampler.running = False
        sampler.join()
        after = rss()
        trim()
        return {"outcome": outcome, "seconds": seconds, "before": before, "peak": peak,
                "sampled_peak": sampler.peak, "after": after, "after_trim": rss()}

    result["calls"] = [measured_call(), measured_call()]  # the same call twice: is the memory reused?
    if failing and not watched:
        # Controls, no msdiag involved: copy every parameter, then drop the copies. Parameter.copy()
        # is what msdiag's snapshot did before the fix; Tensor(asnumpy().copy()) is what it does now
        # (msdiag/evidence/state.py: _copy_of) when it does not spill to a file.
        for name, copy in (("control_copy", lambda p: p.copy()),
                           ("control_host_copy", lambda p: ms.Tensor(p.asnumpy().copy()))):
            trim()
            before = rss()
            copies = [copy(p) for _, p in train.parameters_and_names()]
            held = rss() - before
            probe = weakref.ref(copies[0])
            del copies
            trim()
            result[name] = {"held": held, "left_after_del": rss() - before, "copy_still_alive": probe() is not None}
    return result


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--layers", type=int, default=4)
    parser.add_argument("--width", type=int, default=4096)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--child", default=None)
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    if args.child:
        result = child(args.child, args.layers, args.width, args.batch)
        with open(args.out, "w", encoding="utf-8") as handle:
            json.dump(result, handle)
        flush()
        os._exit(0)

    print(machine_header("memory: peak RSS of a diagnosis (fresh child process per scenario)"))
    flush()
    bench_start = time.perf_counter()
    results = {}
    import tempfile

    with tempfile.TemporaryDirectory(prefix="msdiag-bench-mem-") as workdir:
        for mode in ("plain-fail", "msdiag-fail"):
            out = os.path.join(workdir, mode + ".json")
            proc = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", mode, "--out", out,
                                   "--layers", str(args.layers), "--width", str(args.width), "--batch", str(args.batch)],
                                  cwd=workdir, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            try:
                with open(out, encoding="utf-8") as handle:
                    results[mode] = json.load(handle)
            except OSError:
                print(f"{mode}: child failed (rc {proc.returncode}):\n{proc.stderr.decode(errors='replace')[-1500:]}")
                return 1
    first = results["plain-fail"]
    print(f"model: {args.layers} x Dense({args.width},{args.width}) + head, {first['parameters'] / 1e6:.1f} M parameters "
          f"= {first['param_bytes'] / MiB:.0f} MiB; with Adam state {first['all_state_bytes'] / MiB:.0f} MiB "
          f"(TrainOneStepCell.parameters_and_names); batch {args.batch}")
    print(f"\n{'scenario':12} {'call':4} {'outcome':26} {'call s':>7} {'before':>8} {'peak':>8} {'(sampled)':>9} "
          f"{'after':>8} {'trimmed':>8}   MiB RSS")
    for mode, r in results.items():
        for n, c in enumerate(r["calls"], 1):
            print(f"{mode:12} {n:4} {c['outcome'][:26]:26} {c['seconds']:7.2f} {c['before']:8.0f} {c['peak']:8.0f} "
                  f"{c['sampled_peak']:9.0f} {c['after']:8.0f} {c['after_trim']:8.0f}")
    plain, watched = results["plain-fail"]["calls"], results["msdiag-fail"]["calls"]
    rise = lambda c: c["peak"] - c["before"]  # noqa: E731
    extra_peak = rise(watched[0]) - rise(plain[0])
    extra_after = (watched[0]["after_trim"] - watched[0]["before"]) - (plain[0]["after_trim"] - plain[0]["before"])
    growth_second = (watched[1]["after_trim"] - watched[1]["before"]) - (plain[1]["after_trim"] - plain[1]["before"])
    snap = results["msdiag-fail"]["snapshot"]
    print(f"\nsnapshot taken by msdiag (state.take_snapshot, per diagnosis): {snap.get('parameters')} Parameters, "
          f"{snap.get('bytes', 0) / MiB:.0f} MiB = {snap.get('trainable_bytes', 0) / MiB:.0f} MiB weights + "
          f"{snap.get('other_bytes', 0) / MiB:.0f} MiB optimizer state ({', '.join(snap.get('other_names', []))}); "
          f"plus shallow copies of {snap.get('cells')} cells' attribute dicts; "
          f"{'spilled to a temporary file' if snap.get('spilled') else 'held in memory (below the spill threshold)'}")
    print(f"extra peak of the first diagnosis (msdiag's rise over 'before' minus plain's): {extra_peak:.0f} MiB "
          f"= {extra_peak * MiB / max(first['param_bytes'], 1):.2f} x parameters, "
          f"{extra_peak * MiB / max(first['all_state_bytes'], 1):.2f} x (parameters + optimizer state)")
    print(f"extra RSS left after the first diagnosis (gc + malloc_trim): {extra_after:.0f} MiB; "
          f"after a second identical diagnosis: another {growth_second:.0f} MiB")
    control = results["plain-fail"].get("control_copy", {})
    print(f"control without msdiag: [p.copy() for every parameter] (the snapshot before the fix): "
          f"+{control.get('held', 0):.0f} MiB while held, then del -> {control.get('left_after_del', 0):.0f} MiB "
          f"RSS left, copy object still alive: {control.get('copy_still_alive')} (MindSpore's Parameter.clone appends "
          f"the copy to the source's param_info.cloned_obj)")
    host = results["plain-fail"].get("control_host_copy", {})
    print(f"control without msdiag: [Tensor(p.asnumpy().copy()) for every parameter] (the snapshot now, unspilled): "
          f"+{host.get('held', 0):.0f} MiB while held, then del -> {host.get('left_after_del', 0):.0f} MiB RSS left, "
          f"copy object still alive: {host.get('copy_still_alive')}")
    target = snap.get("bytes", 0) / MiB
    print(f"target: extra peak <= what the snapshot copies ({target:.0f} MiB) -> "
          f"{'met' if extra_peak <= target * 1.05 else 'MISSED'}; freed after -> "
          f"{'yes' if extra_after < 0.05 * max(target, 1) else 'NO'}")
    print(f"bench wall time {time.perf_counter() - bench_start:.0f} s; {load()} (at end)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
