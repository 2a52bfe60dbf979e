"""Model settings, shared by training and export."""
HEAD = {
    "embed_dim": 24,
    "hidden": 32,  # expect: MSD401
    "classes": 5,
}
