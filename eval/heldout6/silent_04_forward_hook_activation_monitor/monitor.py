from mindspore import ops


class ActivationMonitor:
    """Collects the mean absolute activation of a watched layer (dead-unit detection)."""

    def __init__(self):
        self.history = []

    def watch(self, cell):
        history = self.history

        def hook(cell_, inputs, output):
            history.append(ops.abs(output).mean())  # ROOT

        return cell.register_forward_hook(hook)

    def summary(self):
        if not self.history:
            return "no activations recorded"
        return f"{len(self.history)} forward calls recorded, last mean |a| = {float(self.history[-1]):.3f}"
