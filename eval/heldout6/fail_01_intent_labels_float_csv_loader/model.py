import mindspore as ms
from mindspore import nn, ops


class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab_size, dim, num_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.hidden = nn.Dense(dim, dim, activation="relu")
        self.head = nn.Dense(dim, num_classes)

    def construct(self, ids):
        mask = (ids != 0).astype(ms.float32)
        emb = self.embed(ids) * mask[:, :, None]
        pooled = emb.sum(axis=1) / ops.clamp(mask.sum(axis=1, keepdims=True), min=1.0)
        return self.head(self.hidden(pooled))
