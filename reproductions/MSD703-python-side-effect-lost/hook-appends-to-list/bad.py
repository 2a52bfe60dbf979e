"""Feature extraction for a linear probe: a forward hook on the backbone's last block collects its
outputs into a list. In graph mode the hook is compiled into the graph, and its append is lost:
the list stays empty."""
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


def collect_features(model, batches):
    features = []

    def keep(cell, inputs, output):
        features.append(output)  # expect: MSD703

    model.block.register_forward_hook(keep)
    for batch in batches:
        model(batch)
    return features


if __name__ == "__main__":
    np.random.seed(0)
    batches = [ms.Tensor(np.random.randn(4, 8), ms.float32) for _ in range(3)]
    print("collected", len(collect_features(Backbone(), batches)), "feature maps")
