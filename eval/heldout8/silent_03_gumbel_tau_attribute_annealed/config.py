ANNEAL = {"tau_start": 2.0, "tau_min": 0.25, "decay": 0.5}
MODEL = {"in_dim": 12, "hidden": 24, "codebook": 6}
