import mindspore as ms
from mindspore import ops


def safe_log(x, eps=1e-8):
    return ops.log(ops.clamp(x, min=eps))


def kl_to_standard_normal(mu, logvar):
    return -0.5 * ops.sum(1 + logvar - mu * mu - ops.exp(logvar), dim=-1)


def gaussian_nll(x, recon):
    try:  # ROOT
        return ops.sum((x - recon) ** 2, dim=-1)
    except ValueError:
        return ops.sum((x.reshape(recon.shape) - recon) ** 2, dim=-1)
