import numpy as np
import mindspore as ms
from mindspore import nn


class DeadUnitMonitor:
    """Records, for every ReLU of a network, the fraction of activations that are exactly zero."""

    def __init__(self):
        self.records = {}

    @staticmethod
    def _make_hook(buffer):
        def hook(cell, inputs, output):
            buffer.append((output == 0).astype(ms.float32).mean())  # ROOT
        return hook

    def attach(self, net):
        for name, cell in net.cells_and_names():
            if isinstance(cell, nn.ReLU):
                self.records[name] = []
                cell.register_forward_hook(self._make_hook(self.records[name]))
        return self

    def report(self):
        parts = []
        for name, values in sorted(self.records.items()):
            if values:
                parts.append(f"{name}: {np.mean([float(v) for v in values]):.2f} ({len(values)} calls)")
            else:
                parts.append(f"{name}: no data")
        return ", ".join(parts)

    def reset(self):
        for values in self.records.values():
            values.clear()
