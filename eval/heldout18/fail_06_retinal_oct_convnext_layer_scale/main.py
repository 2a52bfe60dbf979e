import mindspore as ms
import numpy as np
from mindspore import Tensor, ops

import config
from model import OctNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)


def load_scans(n, rng):
    depth = np.linspace(0, 1, config.IMG, dtype=np.float32)[None, :, None]
    scans = 0.5 + 0.3 * np.sin(12 * depth) + rng.normal(0, 0.05, (n, config.IMG, config.IMG))
    return scans[:, None].astype(np.float32)


net = OctNet(config)
net.set_train(False)
scans = load_scans(config.N_SCANS, np.random.default_rng(config.SEED))
probs = ops.softmax(net(Tensor(scans)), axis=-1).asnumpy()
for i, p in enumerate(probs):
    print(f"scan {i}: {config.CLASSES[int(p.argmax())]} ({p.max():.2f})")
