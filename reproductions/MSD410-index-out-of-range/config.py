"""Model configuration."""
MODEL = {
    "vocab_size": 256,  # expect: MSD410
    "dim": 16,
    "heads": 2,
}
