"""Scores of shop items for the users of a batch, and recall of the clicked item in the top k."""
from mindspore import ops


def item_scores(users, items):
    return ops.matmul(items, users.T)  # expect: MSD413


def recall_at(users, items, clicked, k):
    scores = item_scores(users, items)
    _, best = ops.topk(scores, k)
    return (best == clicked.reshape(-1, 1)).any(axis=1).astype(scores.dtype).mean()
