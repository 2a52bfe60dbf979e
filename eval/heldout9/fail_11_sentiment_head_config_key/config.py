import json

DEFAULTS = {
    "vocab_size": 400,
    "embed_dim": 24,
    "num_filters": 16,
    "kernel_sizes": [2, 3, 4],
    "num_classes": 3,
    "seq_len": 20,
}


def load_config(overrides=None):
    cfg = dict(DEFAULTS)
    if overrides:
        cfg.update(json.loads(overrides))
    return cfg
