import numpy as np
import mindspore as ms
from mindspore import nn, ops

from tcn import TCNTagger

ms.set_context(mode=ms.GRAPH_MODE)

N_FEATS, N_CLASSES = 6, 5


class FrameLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, imu, labels):
        logits = self.net(imu)
        return self.ce(logits.reshape(-1, N_CLASSES), labels.reshape(-1))


def recordings(rng, n_batches=3, batch=4):
    for _ in range(n_batches):
        t = int(rng.integers(80, 200))
        labels = np.repeat(rng.integers(0, N_CLASSES, (batch, t // 20 + 1)), 20, axis=1)[:, :t]
        imu = (rng.standard_normal((batch, t, N_FEATS)) + labels[..., None] * 0.3).astype(np.float32)
        yield ms.Tensor(imu), ms.Tensor(labels.astype(np.int32))


net = TCNTagger(N_FEATS, N_CLASSES)
train_net = nn.TrainOneStepCell(FrameLoss(net), nn.Adam(net.trainable_params(), 1e-3))
train_net.set_inputs(ms.Tensor(shape=[None, None], dtype=ms.float32),  # ROOT
                     ms.Tensor(shape=[None, None], dtype=ms.int32))
train_net.set_train()

rng = np.random.default_rng(0)
for i, (imu, labels) in enumerate(recordings(rng)):
    print("batch", i, "T =", imu.shape[1], "loss", train_net(imu, labels))
