from dataclasses import dataclass, field


@dataclass
class ForecastConfig:
    n_series: int = 6
    window: int = 24
    horizon: int = 4
    n_features: int = 3
    n_static: int = 2
    hidden: int = 16
    static_dim: int = 8
    batch_size: int = 3
    lr: float = 5e-3
    epochs: int = 2
    lags: list = field(default_factory=lambda: [1, 7])
