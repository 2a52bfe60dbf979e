from mindspore import ops


def catalogue_scores(user_vec, table):
    """Cosine score of every user in the batch against every article in the catalogue."""
    return ops.matmul(table, user_vec.T)  # ROOT


def hits_at_k(user_vec, table, clicked, k):
    scores = catalogue_scores(user_vec, table)
    _, top = ops.topk(scores, k)
    return (top == clicked.reshape(-1, 1)).any(axis=1).astype(scores.dtype).mean()
