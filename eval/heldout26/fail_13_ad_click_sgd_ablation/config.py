"""Click-through-rate model, ablation run: plain SGD without momentum."""

SEED = 47
N_FIELDS = 6
FIELD_VOCAB = 50
EMBED = 8
BATCH = 32
EPOCHS = 1

OPTIM = {
    "lr": 0.05,
    "momentum": 0.0,        # ablation: no momentum
    "weight_decay": 1e-5,
}
