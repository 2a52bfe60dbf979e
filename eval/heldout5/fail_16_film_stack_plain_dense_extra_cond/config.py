"""Conditional density-ratio network; block types listed top to bottom."""
ARCH = {
    "in_dim": 6,
    "cond_dim": 3,
    "width": 16,
    "blocks": ("film", "dense", "film"),  # ROOT
}
