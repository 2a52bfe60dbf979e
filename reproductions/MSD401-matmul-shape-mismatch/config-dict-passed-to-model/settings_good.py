"""Model settings, shared by training and export."""
HEAD = {
    "embed_dim": 24,
    "hidden": 48,
    "classes": 5,
}
