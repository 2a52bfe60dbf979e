from dataclasses import dataclass


@dataclass
class ForecastConfig:
    n_series: int = 3
    window: int = 24
    horizon: int = 6
    hidden: int = 16
    batch_size: int = 16
    epochs: int = 1
    lr: float = 1e-3
