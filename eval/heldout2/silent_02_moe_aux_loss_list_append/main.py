import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from moe import SoftMoE

ms.set_context(mode=ms.GRAPH_MODE)


class MoEClassifier(nn.Cell):
    def __init__(self, in_dim=32, dim=64, num_experts=4, num_layers=2, num_classes=5, aux_coef=0.05):
        super().__init__()
        self.aux_losses = []
        self.inp = nn.Dense(in_dim, dim)
        self.blocks = nn.CellList([SoftMoE(dim, 2 * dim, num_experts, self.aux_losses) for _ in range(num_layers)])
        self.norm = nn.LayerNorm((dim,))
        self.out = nn.Dense(dim, num_classes)
        self.ce = nn.CrossEntropyLoss()
        self.aux_coef = aux_coef

    def construct(self, x, labels):
        self.aux_losses.clear()
        h = self.inp(x)
        for block in self.blocks:
            h = h + block(h)
        task = self.ce(self.out(self.norm(h)), labels)
        aux = 0.0
        for a in self.aux_losses:
            aux = aux + a
        return task + self.aux_coef * aux


rng = np.random.default_rng(0)
centers = rng.normal(size=(5, 32)).astype(np.float32)
net = MoEClassifier()
train = nn.TrainOneStepCell(net, nn.Adam(net.trainable_params(), learning_rate=1e-3))
train.set_train()
for step in range(60):
    labels = rng.integers(0, 5, size=64)
    x = centers[labels] + 0.5 * rng.normal(size=(64, 32)).astype(np.float32)
    loss = train(Tensor(x.astype(np.float32)), Tensor(labels.astype(np.int32)))
    if step % 20 == 0:
        print(f"step {step}: loss {loss.asnumpy():.4f}")
