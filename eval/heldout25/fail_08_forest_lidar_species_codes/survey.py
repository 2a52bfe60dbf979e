import numpy as np

import config

PROFILE = {
    1: [22, 6, 0.45, 120, 30, 0.55, -0.3, 0.25],
    2: [26, 5, 0.70, 100, 25, 0.35, -0.6, 0.10],
    3: [18, 7, 0.55, 150, 40, 0.60, 0.1, 0.30],
    4: [28, 11, 0.65, 140, 35, 0.40, -0.2, 0.08],
    5: [24, 13, 0.60, 130, 45, 0.50, 0.2, 0.15],
}


def field_survey(seed):
    """Per-tree LiDAR metrics joined with the field crew's species code."""
    rng = np.random.RandomState(seed)
    codes = rng.choice(list(config.SPECIES), config.N_TREES)
    metrics = np.stack([np.asarray(PROFILE[c]) * rng.normal(1.0, 0.12, len(config.METRICS)) for c in codes])
    return {"tree_id": np.arange(config.N_TREES), "metrics": metrics, "species_code": codes}


def training_arrays(survey):
    x = survey["metrics"]
    x = (x - x.mean(axis=0)) / (x.std(axis=0) + 1e-6)
    y = survey["species_code"].astype(np.int32)  # ROOT
    return x.astype(np.float32), y
