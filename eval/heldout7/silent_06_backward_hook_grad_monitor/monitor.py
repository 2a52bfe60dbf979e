import numpy as np


class GradMonitor:
    def __init__(self):
        self.history = {}

    def hook_for(self, name):
        records = self.history[name] = []

        def hook(cell, grad_input, grad_output):
            records.append(float(np.linalg.norm(grad_output[0].asnumpy())))  # ROOT
        return hook

    def attach(self, named_cells):
        for name, cell in named_cells:
            cell.register_backward_hook(self.hook_for(name))

    def summary(self):
        parts = []
        for name, norms in sorted(self.history.items()):
            last = f"{norms[-1]:.4f}" if norms else "-"
            parts.append(f"{name}: n={len(norms)} last={last}")
        return ", ".join(parts)
