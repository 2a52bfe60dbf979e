from mindspore import ops


def instance_standardize(x, eps=1e-5):
    """Normalise each sensor's series over time (RevIN-style, without the affine part)."""
    mu = x.mean(axis=1)  # ROOT
    xc = x - mu
    var = (xc * xc).mean(axis=1, keep_dims=True)
    std = ops.sqrt(var + eps)
    return xc / std, mu, std
