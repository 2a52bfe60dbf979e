import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from config import CFG
from model import InstanceDiscrimination

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    rng = np.random.default_rng(0)
    net = InstanceDiscrimination(CFG)
    loss_fn = nn.CrossEntropyLoss()
    for step in range(2):
        idx = rng.choice(CFG["bank_size"], CFG["batch_size"], replace=False).astype(np.int32)
        x = rng.standard_normal((CFG["batch_size"], CFG["in_dim"])).astype(np.float32)
        logits = net(ms.Tensor(x), ms.Tensor(idx))
        loss = loss_fn(logits, ms.Tensor(idx))
        print(f"step {step}: nce-like loss {float(loss.asnumpy()):.3f}")


if __name__ == "__main__":
    main()
