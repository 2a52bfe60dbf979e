"""Ages are bucketed with np.digitize, which gives one more bin than there are edges; the class
count is taken as the number of edges, and the oldest group's index is out of range for the loss."""
import numpy as np
import mindspore as ms
from mindspore import nn

import age_settings as cfg

ms.set_context(mode=ms.GRAPH_MODE)


class AgeNet(nn.Cell):
    def __init__(self, groups):
        super().__init__()
        self.features = nn.Dense(12, 16)
        self.classifier = nn.Dense(16, groups)

    def construct(self, x):
        return self.classifier(self.features(x))


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = rng.normal(size=(8, 12)).astype(np.float32)
    ages = np.array([8, 15, 25, 33, 50, 64, 70, 41])
    labels = np.digitize(ages, cfg.AGE_EDGES).astype(np.int32)
    net = AgeNet(cfg.NUM_AGE_GROUPS)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.SGD(net.trainable_params(), 0.1))
    print(float(step(ms.Tensor(x), ms.Tensor(labels))) > 0)
