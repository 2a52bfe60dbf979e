"""Gated fusion of two feature streams, with the gate kept on the cell for inspection after each
call. In graph mode the attribute is set once, with the first call's gate: the values printed
for the second batch are the first batch's."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class GatedFusion(nn.Cell):
    def __init__(self, dim=6):
        super().__init__()
        self.gate = nn.Dense(2 * dim, dim)
        self.last_gate = None

    def construct(self, audio, video):
        gate = ops.sigmoid(self.gate(ops.concat((audio, video), axis=-1)))
        self.last_gate = gate  # expect: MSD703
        return gate * audio + (1 - gate) * video


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    fusion = GatedFusion()
    for batch in range(2):
        audio, video = (ms.Tensor(rng.normal(size=(2, 6)), ms.float32) for _ in range(2))
        fusion(audio, video)
        print(f"batch {batch}: mean gate {fusion.last_gate.asnumpy().mean():.4f}")
