"""Top-k routing: expert indices computed with float math, then used to
gather rows."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Router(nn.Cell):
    def __init__(self, dim=8, num_experts=4):
        super().__init__()
        self.gate = nn.Dense(dim, num_experts)
        self.expert_table = ms.Parameter(ops.ones((num_experts, dim), ms.float32), name="expert_table")

    def construct(self, x):
        scores = self.gate(x)
        expert_idx = ops.floor(ops.sigmoid(scores).sum(axis=-1))  # expect: MSD503
        return x + ops.gather(self.expert_table, expert_idx, 0)


if __name__ == "__main__":
    np.random.seed(0)
    print(Router()(ms.Tensor(np.random.randn(6, 8).astype(np.float32))).shape)
