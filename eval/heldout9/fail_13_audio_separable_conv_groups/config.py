from dataclasses import dataclass


@dataclass
class EncoderConfig:
    n_mels: int = 40
    channels: int = 64
    kernel_size: int = 5
    depthwise_groups: int = 3  # ROOT
    num_blocks: int = 2
    num_speakers: int = 6
