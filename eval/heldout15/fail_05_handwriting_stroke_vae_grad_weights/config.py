from dataclasses import dataclass


@dataclass
class VAEConfig:
    num_points: int = 24       # resampled pen positions per stroke
    hidden: int = 64
    latent: int = 8
    beta: float = 0.5
    lr: float = 2e-3
    batch_size: int = 16
    num_strokes: int = 64
    epochs: int = 2
