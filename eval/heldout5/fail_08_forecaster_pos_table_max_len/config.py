"""Load-forecasting config (YAML-style nested dict)."""
CONFIG = {
    "data": {"window": 48, "horizon": 6, "n_series": 3, "batch_size": 2},
    "model": {
        "d_model": 16,
        "max_len": 32,  # ROOT
        "ffn_mult": 2,
    },
    "train": {"lr": 1e-3, "steps": 2},
}
