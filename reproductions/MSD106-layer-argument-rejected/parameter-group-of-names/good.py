"""A recommender gives its embeddings their own learning rate; the helper lists the embedding
parameters by name, and the optimizer rejects the group."""
import mindspore as ms
from mindspore import nn

from optim_groups_good import param_groups

ms.set_context(mode=ms.GRAPH_MODE)


class TwoTower(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(20, 8)
        self.head = nn.Dense(8, 1)

    def construct(self, ids):
        return self.head(self.embedding(ids).mean(axis=1))


if __name__ == "__main__":
    net = TwoTower()
    optimizer = nn.Adam(param_groups(net, 0.05), learning_rate=1e-3)
    print(type(optimizer).__name__)
