"""Model sizes for the next-item recommender."""
from dataclasses import dataclass


@dataclass
class RecConfig:
    num_items: int = 50  # expect: MSD410
    dim: int = 16
    history: int = 6
