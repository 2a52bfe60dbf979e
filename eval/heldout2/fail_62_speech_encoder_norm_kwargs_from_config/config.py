DIM = 64

MODEL = {
    "n_mels": 40,
    "dim": DIM,
    "heads": 4,
    "depth": 3,
    "ff_mult": 2,
    "dropout": 0.1,
    "norm": {"normalized_shape": (DIM,), "eps": 1e-5},  # ROOT
    "n_speakers": 12,
}

OPTIM = {"learning_rate": 5e-4, "weight_decay": 0.01}
