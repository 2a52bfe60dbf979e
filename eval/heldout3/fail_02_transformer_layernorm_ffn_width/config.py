from dataclasses import dataclass


@dataclass
class EncoderConfig:
    vocab_size: int = 50
    d_model: int = 16
    n_heads: int = 2
    ffn_dim: int = 32
    n_layers: int = 2
    num_classes: int = 3
    seq_len: int = 6
    batch_size: int = 2
