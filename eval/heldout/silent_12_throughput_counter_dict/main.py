import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Embedder(nn.Cell):
    def __init__(self, vocab=50, dim=16):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.enc = nn.GRU(dim, dim, batch_first=True)
        self.stats = {"sequences": 0}

    def construct(self, ids):
        self.stats["sequences"] += ids.shape[0]  # ROOT
        out, h = self.enc(self.tok(ids))
        return h[-1]


model = Embedder()
model.set_train(False)
for batch_idx in range(4):
    ids = ms.Tensor(np.random.randint(0, 50, (8, 10)).astype(np.int32))
    model(ids)
print("sequences embedded:", model.stats["sequences"], "(expected 32)")
