from dataclasses import dataclass


@dataclass
class IntentConfig:
    vocab_size: int = 300
    embed_dim: int = 32
    hidden: int = 48
    num_layers: int = 2
    num_intents: int = 7
    max_len: int = 12
    dropout: float = 0.1
