from dataclasses import dataclass


@dataclass
class FPNConfig:
    in_channels: tuple = (8, 16, 32)
    out_channels: int = 8
    active_levels: tuple = (True, False, True)
    num_classes: int = 5
