import mindspore as ms
from mindspore import nn, ops

from data import PAD


class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab_size, dim, num_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=PAD)
        self.fc = nn.SequentialCell([nn.Dense(dim, dim), nn.ReLU(), nn.Dense(dim, num_classes)])

    def construct(self, ids):
        mask = (ids != PAD).astype(ms.float32)
        summed = (self.embed(ids) * mask.expand_dims(-1)).sum(axis=1)
        pooled = summed / ops.maximum(mask.sum(axis=1, keepdims=True), 1.0)
        return self.fc(pooled)
