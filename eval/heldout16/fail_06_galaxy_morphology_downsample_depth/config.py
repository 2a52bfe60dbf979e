from dataclasses import dataclass


@dataclass
class TrainConfig:
    cutout_size: int = 16         # survey cutouts, pixels per side
    bands: int = 3                # g, r, i
    num_classes: int = 3          # elliptical, spiral, merger
    base_width: int = 8
    num_stages: int = 5  # ROOT
    num_galaxies: int = 96
    batch_size: int = 16
    epochs: int = 2
    lr: float = 2e-3
    seed: int = 17
