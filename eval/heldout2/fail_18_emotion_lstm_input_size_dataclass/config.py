from dataclasses import dataclass, field


@dataclass
class EncoderConfig:
    input_dim: int = 40  # ROOT
    hidden_dim: int = 96
    num_layers: int = 2
    bidirectional: bool = True
    dropout: float = 0.1


@dataclass
class TrainConfig:
    encoder: EncoderConfig = field(default_factory=EncoderConfig)
    num_emotions: int = 6
    batch_size: int = 8
    max_frames: int = 120
    lr: float = 1e-3
    epochs: int = 2
