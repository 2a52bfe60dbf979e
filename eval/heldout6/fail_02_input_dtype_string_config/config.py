"""Experiment configuration for the tabular churn classifier."""

CFG = {
    "num_features": 10,
    "hidden": [32, 16],
    "num_classes": 2,
    "dropout": 0.1,
    "input_dtype": "float16",  # ROOT
    "learning_rate": 3e-3,
    "batch_size": 8,
    "steps": 2,
}
