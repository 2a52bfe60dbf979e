import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

DENSE_FEATURES = ["age", "income", "session_len", "clicks_7d", "views_7d", "price", "discount", "rating"]
SPARSE_FEATURES = {"user_segment": 20, "device": 5, "category": 120, "hour": 24}
EMBED_DIM = 8


class CTRNet(nn.Cell):
    def __init__(self, num_dense, sparse_cardinalities, embed_dim, hidden=(128, 64)):
        super().__init__()
        self.embeddings = nn.CellList([nn.Embedding(card, embed_dim) for card in sparse_cardinalities])
        in_dim = num_dense + embed_dim * len(sparse_cardinalities)
        self.input_bn = nn.BatchNorm1d(num_dense)  # ROOT
        layers = []
        for h in hidden:
            layers += [nn.Dense(in_dim, h), nn.ReLU(), nn.Dropout(p=0.1)]
            in_dim = h
        self.mlp = nn.SequentialCell(layers)
        self.out = nn.Dense(in_dim, 1)

    def construct(self, dense, sparse):
        embs = ()
        for i, emb in enumerate(self.embeddings):
            embs = embs + (emb(sparse[:, i]),)
        x = ops.concat((dense,) + embs, axis=1)
        x = self.input_bn(x)
        return self.out(self.mlp(x)).squeeze(-1)


class CTRWithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.bce = nn.BCEWithLogitsLoss()

    def construct(self, dense, sparse, clicked):
        return self.bce(self.net(dense, sparse), clicked)


def impressions(rng, n):
    dense = rng.normal(size=(n, len(DENSE_FEATURES))).astype(np.float32)
    sparse = np.stack([rng.integers(0, c, size=n) for c in SPARSE_FEATURES.values()], axis=1).astype(np.int32)
    clicked = (rng.random(n) < 0.1).astype(np.float32)
    return Tensor(dense), Tensor(sparse), Tensor(clicked)


net = CTRNet(len(DENSE_FEATURES), list(SPARSE_FEATURES.values()), EMBED_DIM)
train = nn.TrainOneStepCell(CTRWithLoss(net), nn.Adagrad(net.trainable_params(), learning_rate=0.05))
train.set_train()
rng = np.random.default_rng(8)
for step in range(10):
    loss = train(*impressions(rng, 256))
    if step % 3 == 0:
        print("step", step, "logloss", loss.asnumpy())
