def window_mean(x):
    """Mean of a (batch, time, signals) window over time."""
    return x.mean(axis=1, keep_dims=True)
