"""Settings of the tagger, one section per part of the model."""

SETTINGS = {
    "vocab": 100,
    "width": 32,
    "tags": 9,
    "norm": {"normalized_shape": (32,), "eps": 1e-6},  # expect: MSD102
}
