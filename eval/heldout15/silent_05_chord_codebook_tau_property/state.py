from dataclasses import dataclass


@dataclass
class AnnealState:
    """Shared training progress read by the modules that anneal something."""
    epoch: int = 0
    total_epochs: int = 1

    @property
    def progress(self):
        return self.epoch / max(1, self.total_epochs - 1)
