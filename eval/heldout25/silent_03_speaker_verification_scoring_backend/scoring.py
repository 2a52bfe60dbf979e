from mindspore import ops


def cosine_score(a, b):
    return (a * b).sum(axis=1) / (ops.norm(a, dim=1) * ops.norm(b, dim=1) + 1e-8)


def dot_score(a, b):
    return (a * b).sum(axis=1)


def neg_euclidean_score(a, b):
    return -ops.norm(a - b, dim=1)


SCORERS = {"cosine": cosine_score, "dot": dot_score, "euclidean": neg_euclidean_score}
