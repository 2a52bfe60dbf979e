from dataclasses import dataclass


@dataclass
class ModelConfig:
    vocab_size: int = 80
    max_len: int = 16
    d_model: int = 64
    num_heads: int = 6  # ROOT
    num_layers: int = 2
    num_labels: int = 2
    dropout: float = 0.1


@dataclass
class TrainConfig:
    batch_size: int = 4
    steps: int = 2
    lr: float = 3e-4
