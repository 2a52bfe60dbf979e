import mindspore as ms
from mindspore import nn, ops


class QueryClassifier(nn.Cell):
    def __init__(self, vocab_size, num_classes, dim=32, hidden=48):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.gru = nn.GRU(dim, hidden, batch_first=True)
        self.head = nn.Dense(hidden, num_classes)

    def construct(self, ids, lengths):
        out, _ = self.gru(self.embed(ids))                    # (B, T, H)
        last = ops.gather_elements(
            out, 1, (lengths - 1).astype(ms.int32)[:, None, None].broadcast_to((-1, 1, out.shape[-1])))
        return self.head(last.squeeze(1))


class LossNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, ids, lengths, labels):
        return ops.cross_entropy(self.net(ids, lengths), labels)
