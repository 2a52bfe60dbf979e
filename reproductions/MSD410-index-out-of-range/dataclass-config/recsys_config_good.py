"""Model sizes for the next-item recommender."""
from dataclasses import dataclass


@dataclass
class RecConfig:
    num_items: int = 51
    dim: int = 16
    history: int = 6
