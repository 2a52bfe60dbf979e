from mindspore import nn, ops


class LocalActivationUnit(nn.Cell):
    """DIN attention: weights each behaviour by its relevance to the candidate item."""

    def __init__(self, dim, hidden=16):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(4 * dim, hidden), nn.Sigmoid(), nn.Dense(hidden, 1))

    def construct(self, query, keys, keys_length=None):
        t = keys.shape[1]
        q = query.expand_dims(1).broadcast_to(keys.shape)
        scores = self.mlp(ops.cat((q, keys, q - keys, q * keys), -1)).squeeze(-1)
        valid = ops.sequence_mask(keys_length, t)
        scores = ops.where(valid, scores, ops.full_like(scores, -1e9))
        weights = ops.softmax(scores, -1)
        return ops.bmm(weights.expand_dims(1), keys).squeeze(1)
