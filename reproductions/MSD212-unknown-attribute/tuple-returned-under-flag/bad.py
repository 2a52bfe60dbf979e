"""A sensor-fault detector reuses an encoder cell that returns its per-step states as well when
built with `with_states=True` (a debugging setting copied from a notebook). The detector calls a
tensor method on the result, which is then a tuple, and graph mode rejects the attribute. The
line to change is the encoder's build."""
import mindspore as ms
from mindspore import nn, ops


class StepEncoder(nn.Cell):
    def __init__(self, dim, with_states=False):
        super().__init__()
        self.step = nn.Dense(dim, dim)
        self.with_states = with_states

    def construct(self, x):
        states = ops.tanh(self.step(x))
        summary = states.mean(axis=1)
        if self.with_states:
            return summary, states
        return summary


class FaultDetector(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.encoder = StepEncoder(dim, with_states=True)  # expect: MSD212
        self.head = nn.Dense(dim, 2)

    def construct(self, x):
        return self.head(self.encoder(x).clip(-3.0, 3.0))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    print(FaultDetector(4)(ops.ones((2, 5, 4), ms.float32)).shape)
