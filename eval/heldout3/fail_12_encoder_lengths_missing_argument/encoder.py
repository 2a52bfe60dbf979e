from mindspore import nn, ops
import mindspore as ms


class MaskedMeanEncoder(nn.Cell):
    """Embeds tokens and mean-pools over the valid (non-padding) positions."""

    def __init__(self, vocab, dim):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim, padding_idx=0)
        self.proj = nn.Dense(dim, dim)

    def construct(self, ids, lengths):
        h = ops.tanh(self.proj(self.embed(ids)))
        positions = ops.arange(ids.shape[1]).reshape(1, -1)
        mask = ops.cast(positions < lengths.reshape(-1, 1), ms.float32)
        summed = (h * mask.expand_dims(-1)).sum(axis=1)
        return summed / lengths.reshape(-1, 1).astype(ms.float32)
