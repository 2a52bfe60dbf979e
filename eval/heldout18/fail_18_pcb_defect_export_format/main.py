import os

import mindspore as ms
import numpy as np
from mindspore import nn, Tensor

import config
from export import cleanup, export_for_line_camera
from model import PcbInspector

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)
rng = np.random.default_rng(config.SEED)

net = PcbInspector(len(config.DEFECTS))
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.SGD(net.trainable_params(), learning_rate=config.LR, momentum=0.9))
train_net.set_train()
for step in range(config.STEPS):
    x = rng.uniform(0, 1, (config.BATCH_SIZE, 1, config.IMG, config.IMG)).astype(np.float32)
    y = rng.integers(0, len(config.DEFECTS), config.BATCH_SIZE).astype(np.int32)
    print(f"step {step}: loss {train_net(Tensor(x), Tensor(y)).asnumpy():.4f}")

try:
    files = export_for_line_camera(net, config)
    print("exported:", [os.path.basename(f) for f in files])
finally:
    cleanup(config)
