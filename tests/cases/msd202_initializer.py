"""LoRA adapter that draws its low-rank factor with `initializer` in construct."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.common.initializer import initializer, Normal

ms.set_context(mode=ms.GRAPH_MODE)


class LoRADense(nn.Cell):
    def __init__(self, in_dim=16, out_dim=16, rank=4):
        super().__init__()
        self.base = nn.Dense(in_dim, out_dim)
        self.lora_b = ms.Parameter(ops.zeros((rank, out_dim), ms.float32), name="lora_b")
        self.in_dim = in_dim
        self.rank = rank

    def construct(self, x):
        lora_a = initializer(Normal(0.02), (self.in_dim, self.rank), ms.float32)  # expect: MSD202
        return self.base(x) + ops.matmul(ops.matmul(x, lora_a), self.lora_b)


if __name__ == "__main__":
    np.random.seed(0)
    print(LoRADense()(ms.Tensor(np.random.randn(2, 16).astype(np.float32))).shape)
