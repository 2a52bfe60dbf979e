from dataclasses import dataclass


@dataclass
class LMConfig:
    vocab_size: int = 256  # ROOT
    embed_dim: int = 64
    hidden_size: int = 128
    num_layers: int = 2
    seq_len: int = 64
    batch_size: int = 8
    lr: float = 2e-3
