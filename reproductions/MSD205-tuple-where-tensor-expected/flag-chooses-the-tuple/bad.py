"""A sentence classifier that can also return its attention weights for inspection. The
training script builds it with `return_attention=True` (left from a visualisation notebook) and
trains it through WithLossCell, which hands the (logits, attention) tuple to the loss. The error
names the loss's input; the line to change is the build that set the flag."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class AttentivePooler(nn.Cell):
    def __init__(self, dim=8, classes=3, return_attention=False):
        super().__init__()
        self.score = nn.Dense(dim, 1)
        self.head = nn.Dense(dim, classes)
        self.return_attention = return_attention

    def construct(self, tokens):
        weights = ops.softmax(self.score(tokens).squeeze(-1), axis=-1)
        pooled = (weights[:, :, None] * tokens).sum(axis=1)
        if self.return_attention:
            return self.head(pooled), weights
        return self.head(pooled)


if __name__ == "__main__":
    net = AttentivePooler(return_attention=True)  # expect: MSD205
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.SGD(net.trainable_params(), 0.1))
    tokens = ms.Tensor(np.random.default_rng(0).standard_normal((4, 5, 8)).astype(np.float32))
    labels = ms.Tensor(np.array([0, 1, 2, 1], np.int32))
    print(trainer(tokens, labels))
