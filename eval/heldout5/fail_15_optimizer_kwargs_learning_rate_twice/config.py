"""Churn-prediction training config."""
from types import SimpleNamespace

cfg = SimpleNamespace(
    num_features=9,
    hidden=(32, 16),
    lr=3e-3,
    epochs=1,
    batch_size=8,
    optimizer=dict(
        name="adamw",
        learning_rate=1e-3,  # ROOT
        beta1=0.9,
        beta2=0.98,
        weight_decay=1e-2,
    ),
)
