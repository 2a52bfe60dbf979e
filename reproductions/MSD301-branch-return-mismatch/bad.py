"""Early-exit classifier: returns the logits, or a plain 0 when the
confidence gate is closed -- the two branches cannot be joined."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ConfidenceGate(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.score = nn.Dense(dim, 1)

    def construct(self, feats):
        return ops.sigmoid(self.score(feats)).mean()


class EarlyExitHead(nn.Cell):
    def __init__(self, dim=32, num_classes=5):
        super().__init__()
        self.gate = ConfidenceGate(dim)
        self.classifier = nn.Dense(dim, num_classes)

    def construct(self, feats):
        logits = self.classifier(feats)
        if self.gate(feats) > 0.5:
            return logits
        return 0  # expect: MSD301


class Model(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Dense(16, dim), nn.ReLU()])
        self.head = EarlyExitHead(dim)

    def construct(self, x):
        return self.head(self.encoder(x))


if __name__ == "__main__":
    np.random.seed(0)
    model = Model()
    x = ms.Tensor(np.random.randn(4, 16).astype(np.float32))
    print(model(x).shape)
