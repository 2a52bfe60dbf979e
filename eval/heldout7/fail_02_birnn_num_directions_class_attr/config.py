from dataclasses import dataclass


@dataclass
class TextConfig:
    vocab_size: int = 50
    embed_dim: int = 16
    hidden_size: int = 24
    num_layers: int = 1
    num_classes: int = 2
    seq_len: int = 10
    batch_size: int = 4
    steps: int = 3
    lr: float = 1e-3
