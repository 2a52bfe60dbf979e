"""A bidirectional LSTM that tags the phases of a gait cycle. Its initial state comes from a shared
helper whose `bidirectional` parameter defaults to False; the encoder calls it without passing its
own setting, so the state has one direction where the layer has two. MindSpore stops inside the
LSTM; the line to change is the call that left the helper's default in place."""
import numpy as np
import mindspore as ms
from mindspore import nn

from states import zero_state

ms.set_context(mode=ms.GRAPH_MODE)


class PhaseTagger(nn.Cell):
    def __init__(self, channels=6, hidden=12, phases=4):
        super().__init__()
        self.hidden = hidden
        self.lstm = nn.LSTM(channels, hidden, batch_first=True, bidirectional=True)
        self.out = nn.Dense(2 * hidden, phases)

    def construct(self, imu):
        state = zero_state(imu.shape[0], self.hidden)  # expect: MSD407
        steps, _ = self.lstm(imu, state)
        return self.out(steps)


if __name__ == "__main__":
    imu = ms.Tensor(np.random.default_rng(0).standard_normal((3, 20, 6)).astype(np.float32))
    print(PhaseTagger()(imu).shape)
