import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class EarlyExitClassifier(nn.Cell):
    """Returns the early head's logits if it is confident enough."""

    def __init__(self, in_dim=20, hidden=32, n_cls=4, threshold=0.9):
        super().__init__()
        self.block1 = nn.SequentialCell(nn.Dense(in_dim, hidden), nn.ReLU())
        self.exit1 = nn.Dense(hidden, n_cls)
        self.block2 = nn.SequentialCell(nn.Dense(hidden, hidden), nn.ReLU())
        self.exit2 = nn.Dense(hidden, n_cls)
        self.threshold = threshold

    def construct(self, x):
        h = self.block1(x)
        early = self.exit1(h)
        conf = ops.softmax(early, axis=-1).max(axis=-1).min()
        if conf > self.threshold:
            return early, conf  # ROOT
        h = self.block2(h)
        return self.exit2(h)


net = EarlyExitClassifier()
net.set_train(False)
batch = ms.Tensor(np.random.randn(8, 20).astype(np.float32))
pred = net(batch)
print(pred.argmax(-1))
