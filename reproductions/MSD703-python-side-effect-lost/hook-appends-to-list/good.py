"""Feature extraction for a linear probe: the block's output is returned by the graph."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Backbone(nn.Cell):
    def __init__(self):
        super().__init__()
        self.stem = nn.Dense(8, 16)
        self.block = nn.Dense(16, 16)
        self.head = nn.Dense(16, 3)

    def construct(self, x):
        return self.head(ops.relu(self.block(ops.relu(self.stem(x)))))


class WithFeatures(nn.Cell):
    """Returns the block's output next to the logits: the graph's outputs are what it keeps."""

    def __init__(self, backbone):
        super().__init__()
        self.backbone = backbone

    def construct(self, x):
        h = self.backbone.block(ops.relu(self.backbone.stem(x)))
        return self.backbone.head(ops.relu(h)), h


def collect_features(model, batches):
    wrapped = WithFeatures(model)
    return [wrapped(batch)[1] for batch in batches]


if __name__ == "__main__":
    np.random.seed(0)
    batches = [ms.Tensor(np.random.randn(4, 8), ms.float32) for _ in range(3)]
    print("collected", len(collect_features(Backbone(), batches)), "feature maps")
