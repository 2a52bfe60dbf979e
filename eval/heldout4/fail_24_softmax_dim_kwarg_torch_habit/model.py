from mindspore import nn

from layers import AttentionPooling


class MILClassifier(nn.Cell):
    """Multiple-instance learning: a bag of instance features -> one bag label."""

    def __init__(self, in_dim, dim, num_classes):
        super().__init__()
        self.embed = nn.SequentialCell([nn.Dense(in_dim, dim), nn.ReLU()])
        self.pool = AttentionPooling(dim)
        self.head = nn.Dense(dim, num_classes)

    def construct(self, bags):
        return self.head(self.pool(self.embed(bags)))
