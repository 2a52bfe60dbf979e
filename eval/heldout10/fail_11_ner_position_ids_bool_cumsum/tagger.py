import mindspore as ms
from mindspore import nn, ops


class TokenEmbedding(nn.Cell):
    """Word embedding plus learned positions; padding tokens get position 0 (a zero vector)."""

    def __init__(self, vocab_size, max_len, dim, pad_id=0):
        super().__init__()
        self.pad_id = pad_id
        self.words = nn.Embedding(vocab_size, dim, padding_idx=pad_id)
        self.positions = nn.Embedding(max_len + 1, dim, padding_idx=0)

    def construct(self, input_ids):
        not_pad = input_ids != self.pad_id  # ROOT
        position_ids = ops.cumsum(not_pad, axis=1) * not_pad
        return self.words(input_ids) + self.positions(position_ids)


class ConvTagger(nn.Cell):
    def __init__(self, vocab_size, max_len, dim, n_tags):
        super().__init__()
        self.embed = TokenEmbedding(vocab_size, max_len, dim)
        self.conv = nn.Conv1d(dim, dim, 3, pad_mode="same")
        self.out = nn.Dense(dim, n_tags)

    def construct(self, ids):
        h = self.embed(ids).transpose(0, 2, 1)
        h = ops.relu(self.conv(h)).transpose(0, 2, 1)
        return self.out(h)


class WeightedTokenLoss(nn.Cell):
    def __init__(self, net, n_tags):
        super().__init__()
        self.net = net
        self.n_tags = n_tags
        self.ce = nn.CrossEntropyLoss(reduction="none")

    def construct(self, ids, tags, weights):
        logits = self.net(ids).reshape(-1, self.n_tags)
        loss = self.ce(logits, tags.reshape(-1)) * weights.reshape(-1)
        return loss.sum() / weights.sum()
