from dataclasses import dataclass


@dataclass
class DQNConfig:
    corridor_len: int = 6
    hidden: int = 32
    gamma: float = 0.9
    buffer_size: int = 200
    batch_size: int = 16
    warmup: int = 32
    lr: float = 1e-3
    episodes: int = 6
    max_steps: int = 20
    epsilon: float = 0.3
    target_sync: int = 10
