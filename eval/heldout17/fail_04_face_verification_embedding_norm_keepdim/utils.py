from mindspore import ops


def l2_normalize(x, eps=1e-12):
    norm = ops.norm(x, dim=-1)  # ROOT
    return x / ops.clamp(norm, min=eps)
