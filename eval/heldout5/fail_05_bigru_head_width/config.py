from dataclasses import dataclass


@dataclass
class IntentConfig:
    vocab_size: int = 50
    embed_dim: int = 12
    hidden: int = 16
    bidirectional: bool = True
    num_intents: int = 5
    seq_len: int = 9
    batch_size: int = 3
