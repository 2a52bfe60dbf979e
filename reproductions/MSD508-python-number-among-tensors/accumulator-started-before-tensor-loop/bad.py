"""Iterative refinement of particle features for a tiny physics surrogate: the number of
refinement rounds is a tensor input, so graph mode compiles a real loop. The sum of the rounds'
features starts as the Python number 0.0; PyNative turns it into a tensor on the first pass, but
graph mode keeps it a number and the projection after the loop gets a scalar. The line to
change is where the sum starts."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Refiner(nn.Cell):
    def __init__(self, width=6):
        super().__init__()
        self.step = nn.Dense(width, width)
        self.project = nn.Dense(width, 2)

    def construct(self, particles, rounds):
        state = particles
        total = 0.0  # expect: MSD508
        done = 0
        while done < rounds:
            state = ops.tanh(self.step(state))
            total = total + state
            done = done + 1
        return self.project(total)


if __name__ == "__main__":
    particles = ms.Tensor(np.random.default_rng(0).standard_normal((5, 6)).astype(np.float32))
    print(Refiner()(particles, ms.Tensor(3, ms.int32)).shape)
