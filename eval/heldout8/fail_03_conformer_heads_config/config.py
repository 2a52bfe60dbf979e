from dataclasses import dataclass


@dataclass
class ConformerConfig:
    n_mels: int = 20
    d_model: int = 48
    num_heads: int = 5  # ROOT
    ffn_mult: int = 2
    conv_kernel: int = 5
    num_layers: int = 2
    num_classes: int = 6
    dropout: float = 0.1
    batch_size: int = 2
    frames: int = 12
    lr: float = 5e-4
