from collections import defaultdict

import numpy as np


class DeadUnitMonitor:
    """Records the fraction of zero activations produced by each ReLU."""

    def __init__(self):
        self.history = defaultdict(list)
        self.handles = []

    def attach(self, net):
        for name, cell in net.cells_and_names():
            if type(cell).__name__ == "ReLU":
                self.handles.append(cell.register_forward_hook(self._make_hook(name)))

    def _make_hook(self, name):
        records = self.history[name]

        def hook(cell, inputs, output):
            records.append((output <= 0).astype("float32").mean())  # ROOT
        return hook

    def report(self):
        parts = []
        for name, vals in sorted(self.history.items()):
            if not vals:
                parts.append(f"{name}: no activations recorded")
                continue
            parts.append(f"{name}: {np.mean([float(v.asnumpy()) for v in vals]):.2f} over {len(vals)} calls")
        return "; ".join(parts)
