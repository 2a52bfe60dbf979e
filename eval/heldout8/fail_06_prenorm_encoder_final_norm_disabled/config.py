"""Model configuration for the session-based next-item recommender."""

MODEL = dict(
    num_items=40,
    max_len=10,
    d_model=32,
    num_heads=4,
    ffn_dim=64,
    num_layers=2,
    dropout=0.1,
    pre_norm=True,
    final_norm=False,  # ROOT
)

TRAIN = dict(batch_size=4, lr=1e-3, steps=2, seed=3)
