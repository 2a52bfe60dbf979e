from dataclasses import dataclass


@dataclass
class ForecastConfig:
    window: int = 48
    context_len: int = 32  # ROOT
    horizon: int = 8
    channels: int = 4
    d_model: int = 32
