"""Gated fusion of two feature streams that returns its gate with the fused features, so every
call's gate reaches the caller."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class GatedFusion(nn.Cell):
    def __init__(self, dim=6):
        super().__init__()
        self.gate = nn.Dense(2 * dim, dim)

    def construct(self, audio, video):
        gate = ops.sigmoid(self.gate(ops.concat((audio, video), axis=-1)))
        return gate * audio + (1 - gate) * video, gate


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    fusion = GatedFusion()
    for batch in range(2):
        audio, video = (ms.Tensor(rng.normal(size=(2, 6)), ms.float32) for _ in range(2))
        _, gate = fusion(audio, video)
        print(f"batch {batch}: mean gate {gate.asnumpy().mean():.4f}")
