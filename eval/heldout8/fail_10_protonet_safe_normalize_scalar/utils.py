from mindspore import ops


def l2_norm(v):
    return ops.sqrt((v * v).sum())


def safe_normalize(v, eps=1e-6):
    """Unit-normalise a single prototype vector, guarding against an all-zero support set."""
    n = l2_norm(v)
    if n < eps:
        return 0.0  # ROOT
    return v / n


def cosine_logits(queries, prototypes, scale):
    q = queries / ops.sqrt((queries * queries).sum(axis=-1, keepdims=True) + 1e-6)
    return scale * ops.matmul(q, prototypes.T)
