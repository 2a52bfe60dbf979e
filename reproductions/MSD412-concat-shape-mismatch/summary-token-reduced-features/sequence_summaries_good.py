def summary_token(h):
    """(batch, time, features) -> (batch, 1, features): the average step, kept as one token."""
    return h.mean(axis=1, keep_dims=True)
