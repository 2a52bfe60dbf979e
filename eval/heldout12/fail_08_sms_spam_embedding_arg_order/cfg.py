from dataclasses import dataclass


@dataclass
class SpamConfig:
    vocab_size: int = 3000
    embed_dim: int = 48
    max_len: int = 40
    kernel_sizes: tuple = (3, 4, 5)
    filters: int = 32
    dropout: float = 0.2
    batch_size: int = 16
    lr: float = 1e-3
