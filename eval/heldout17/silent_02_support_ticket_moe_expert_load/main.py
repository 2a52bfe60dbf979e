import os

import numpy as np
import mindspore as ms
from mindspore import nn

from moe import Top1MoE

TEAMS = ["billing", "network", "hardware", "account"]
NUM_EXPERTS = 4


class TicketRouter(nn.Cell):
    def __init__(self, n_features, dim=16):
        super().__init__()
        self.embed = nn.Dense(n_features, dim)
        self.moe = Top1MoE(dim, NUM_EXPERTS)
        self.head = nn.Dense(dim, len(TEAMS))

    def construct(self, x):
        return self.head(self.moe(self.embed(x)))


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(1)
    rng = np.random.default_rng(1)
    tickets = rng.normal(0, 1, (4, 24, 12)).astype(np.float32)
    net = TicketRouter(12)
    net.set_train(False)
    for batch in tickets:
        net(ms.Tensor(batch))
    load = net.moe.load["tokens"].asnumpy()
    print("tokens routed per expert:", load.astype(int).tolist())
    print("load share:", [round(float(s), 3) for s in load / load.sum()])
    print("under-used experts:", [i for i, share in enumerate(load / 96) if share < 0.1])


if __name__ == "__main__":
    main()
