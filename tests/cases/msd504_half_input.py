"""Input cast to float16 'for speed' while the model stays float32."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(8, 16)
        self.fc2 = nn.Dense(16, 3)

    def construct(self, x):
        x = x.astype(ms.float16)  # expect: MSD504
        return self.fc2(ops.relu(self.fc1(x)))


if __name__ == "__main__":
    np.random.seed(0)
    print(MLP()(ms.Tensor(np.random.randn(4, 8).astype(np.float32))).shape)
