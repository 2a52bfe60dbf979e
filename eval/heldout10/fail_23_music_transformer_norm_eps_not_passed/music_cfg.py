from dataclasses import dataclass


@dataclass
class MusicConfig:
    n_pitches: int = 48          # MIDI 36..83
    n_special: int = 2           # <rest>, <bar>
    seq_len: int = 16
    d_model: int = 32
    n_heads: int = 4
    n_layers: int = 2
    norm: str = "layer"
    norm_eps: float = 1e-5
    lr: float = 1e-3
