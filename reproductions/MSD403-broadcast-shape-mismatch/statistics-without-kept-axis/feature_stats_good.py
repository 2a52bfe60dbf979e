def row_statistics(x):
    """Mean and standard deviation of each row of features, for standardising it."""
    mean = x.mean(-1, keep_dims=True)
    std = x.std(-1, keepdims=True)
    return mean, std
