"""Settings of a churn model ported from a PyTorch project."""
from dataclasses import dataclass


@dataclass
class ChurnConfig:
    features: int = 12
    hidden: int = 32
    activation: str = "leaky_relu"  # expect: MSD106
