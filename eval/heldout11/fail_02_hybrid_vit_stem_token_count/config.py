from dataclasses import dataclass


@dataclass
class ViTConfig:
    image_size: int = 32
    in_channels: int = 3
    dim: int = 32
    depth: int = 2
    heads: int = 4
    mlp_ratio: int = 2
    num_classes: int = 10
    batch_size: int = 4
    lr: float = 3e-4
    steps: int = 3
