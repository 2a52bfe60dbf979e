from mindspore import nn, ops


class TinyLM(nn.Cell):
    def __init__(self, vocab_size, dim, max_len):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, dim)
        self.pos = nn.Embedding(max_len, dim)
        self.norm = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell([nn.Dense(dim, 2 * dim), nn.GELU(), nn.Dense(2 * dim, dim)])
        self.head = nn.Dense(dim, vocab_size)

    def construct(self, ids, pos_ids):
        h = self.tok(ids) + self.pos(pos_ids)
        h = h + self.mlp(self.norm(h))
        return self.head(h)


class LMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss(reduction="none")

    def construct(self, ids, pos_ids, labels, weight):
        logits = self.net(ids, pos_ids)
        b, t, v = logits.shape
        loss = self.ce(logits.reshape(b * t, v), labels.reshape(b * t))
        return (loss * weight.reshape(b * t)).sum() / weight.sum()
