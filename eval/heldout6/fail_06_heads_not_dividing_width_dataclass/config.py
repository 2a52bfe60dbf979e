from dataclasses import dataclass


@dataclass
class EncoderConfig:
    vocab_size: int = 50
    max_len: int = 8
    d_model: int = 48
    n_heads: int = 5  # ROOT
    ffn_mult: int = 2
    num_labels: int = 4
