import mindspore as ms
from mindspore import nn, ops


class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab_size, dim, num_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.out = nn.Dense(dim, num_classes)

    def construct(self, ids):
        mask = (ids != 0).astype(ms.float32).expand_dims(-1)
        summed = (self.embed(ids) * mask).sum(axis=1)
        return self.out(summed / ops.clamp(mask.sum(axis=1), min=1.0))
