from dataclasses import dataclass


@dataclass
class VAEConfig:
    image_size: int = 16
    in_channels: int = 1
    hidden_dim: int = 64
    latent_dim: int = 8
    beta: float = 1.0
    lr: float = 1e-3
    batch_size: int = 8
