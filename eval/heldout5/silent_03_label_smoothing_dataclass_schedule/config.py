from dataclasses import dataclass


@dataclass
class TrainConfig:
    num_classes: int = 5
    in_dim: int = 6
    smoothing: float = 0.0
    smoothing_final: float = 0.3
    steps: int = 3


CFG = TrainConfig()
