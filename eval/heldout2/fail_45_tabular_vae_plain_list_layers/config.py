from dataclasses import dataclass, field


@dataclass
class VAEConfig:
    n_features: int = 24
    hidden: list = field(default_factory=lambda: [128, 64])
    latent: int = 8
    lr: float = 1e-3
    beta: float = 0.5
    batch_size: int = 64
    epochs: int = 3
