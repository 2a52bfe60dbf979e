"""Modality-specific encoders kept in a plain dict."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class FusionModel(nn.Cell):
    def __init__(self, dim=16):
        super().__init__()
        self.encoders = {"audio": nn.Dense(10, dim), "video": nn.Dense(10, dim)}  # expect: MSD204
        self.head = nn.Dense(dim, 2)

    def construct(self, audio, video):
        fused = self.encoders["audio"](audio) + self.encoders["video"](video)
        return self.head(ops.relu(fused))


if __name__ == "__main__":
    np.random.seed(0)
    a = ms.Tensor(np.random.randn(2, 10).astype(np.float32))
    v = ms.Tensor(np.random.randn(2, 10).astype(np.float32))
    print(FusionModel()(a, v).shape)
