from dataclasses import dataclass


@dataclass
class Config:
    vocab: int = 30
    emb: int = 8
    hidden: int = 12
    bidirectional: bool = True
    num_classes: int = 3
    seq_len: int = 7
    batch: int = 3
