import numpy as np
import mindspore as ms
from mindspore import nn, ops

from moe import MoEBlock

ms.set_context(mode=ms.GRAPH_MODE)

HPARAMS = {"dim": 32, "hidden": 64, "experts": 4, "depth": 3, "classes": 10, "z_limit": 2.0,
           "aux_weight": 0.01}


class MoEClassifier(nn.Cell):
    def __init__(self, hp):
        super().__init__()
        self.embed = nn.Dense(16, hp["dim"])
        self.blocks = nn.CellList([MoEBlock(hp["dim"], hp["hidden"], hp["experts"]) for _ in range(hp["depth"])])
        self.head = nn.Dense(hp["dim"], hp["classes"])
        self.z_limit = hp["z_limit"]

    def construct(self, x):
        h = self.embed(x)
        balance_loss = 0.0
        z_penalty = 0  # ROOT
        for blk in self.blocks:
            h, balance, z = blk(h)
            balance_loss = balance_loss + balance
            if z > self.z_limit:
                z_penalty = z_penalty + (z - self.z_limit)
        return self.head(h.mean(axis=1)), balance_loss + z_penalty


class LossWithAux(nn.Cell):
    def __init__(self, net, aux_weight):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()
        self.aux_weight = aux_weight

    def construct(self, x, y):
        logits, aux = self.net(x)
        return self.ce(logits, y) + self.aux_weight * aux


net = MoEClassifier(HPARAMS)
step = nn.TrainOneStepCell(LossWithAux(net, HPARAMS["aux_weight"]), nn.Adam(net.trainable_params(), 1e-3))
step.set_train()
rng = np.random.default_rng(0)
for i in range(3):
    x = ms.Tensor(rng.standard_normal((8, 12, 16)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, HPARAMS["classes"], 8).astype(np.int32))
    print("step", i, "loss", step(x, y))
