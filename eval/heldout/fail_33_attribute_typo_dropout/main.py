import numpy as np
import mindspore as ms
from mindspore import nn, ops


class ResidualMLPBlock(nn.Cell):
    def __init__(self, dim, expansion=2, drop=0.1):
        super().__init__()
        self.norm = nn.BatchNorm1d(dim)
        self.fc1 = nn.Dense(dim, dim * expansion)
        self.fc2 = nn.Dense(dim * expansion, dim)
        self.dropout = nn.Dropout(p=drop)

    def construct(self, x):
        h = ops.gelu(self.fc1(self.norm(x)))
        h = self.fc2(self.droput(h))  # ROOT
        return x + h


class TabularNet(nn.Cell):
    def __init__(self, n_num=8, n_cat=3, cat_card=10, dim=32, depth=2):
        super().__init__()
        self.cat_emb = nn.Embedding(cat_card, 4)
        self.inp = nn.Dense(n_num + n_cat * 4, dim)
        self.blocks = nn.SequentialCell([ResidualMLPBlock(dim) for _ in range(depth)])
        self.out = nn.Dense(dim, 1)

    def construct(self, num, cat):
        c = self.cat_emb(cat).reshape(cat.shape[0], -1)
        x = self.inp(ops.cat((num, c), axis=1))
        return self.out(self.blocks(x)).squeeze(-1)


class BCELossCell(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.BCEWithLogitsLoss()

    def construct(self, num, cat, y):
        return self.loss(self.net(num, cat), y)


ms.set_context(mode=ms.GRAPH_MODE)
net = TabularNet()
train = nn.TrainOneStepCell(BCELossCell(net), nn.Adam(net.trainable_params(), learning_rate=1e-3))
num = ms.Tensor(np.random.randn(16, 8).astype(np.float32))
cat = ms.Tensor(np.random.randint(0, 10, (16, 3)).astype(np.int32))
y = ms.Tensor(np.random.randint(0, 2, 16).astype(np.float32))
print(train(num, cat, y))
