"""Model configuration."""
MODEL = {
    "vocab_size": 259,
    "dim": 16,
    "heads": 2,
}
