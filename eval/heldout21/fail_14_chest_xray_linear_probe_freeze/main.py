import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import LossMonitor, Model

from backbone import TinyEncoder
from utils import build_optimizer, freeze

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(17)


class ProbeClassifier(nn.Cell):
    def __init__(self, encoder, n_findings=2):
        super().__init__()
        self.encoder = encoder
        self.head = nn.Dense(encoder.out_dim, n_findings)

    def construct(self, x):
        return self.head(self.encoder(x))


def radiographs(n=32, size=32, seed=17):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 0.3, size=(n, 1, size, size)).astype(np.float32)
    y = (np.arange(n) % 2).astype(np.int32)            # 1 = pleural effusion
    x[y == 1, :, size // 2:, :] += 0.8                 # opacity in the lower lung field
    return ds.NumpySlicesDataset((x, y), ["image", "finding"], shuffle=True).batch(8)


model_net = ProbeClassifier(TinyEncoder())
freeze(model_net)  # ROOT
optimizer = build_optimizer(model_net)
model = Model(model_net, nn.CrossEntropyLoss(), optimizer)
model.train(2, radiographs(), callbacks=[LossMonitor(4)], dataset_sink_mode=False)
print("linear probe trained")
