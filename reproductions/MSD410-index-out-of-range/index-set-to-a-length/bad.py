"""A sequence classifier reads the GRU output at a fixed step, stored as the window length; as an
index it is one past the last step, and graph mode rejects the slice while compiling. The line
to change is where the step is set."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Reader(nn.Cell):
    def __init__(self, window, hidden):
        super().__init__()
        self.rnn = nn.GRU(3, hidden, batch_first=True)
        self.head = nn.Dense(hidden, 2)
        self.last_step = window  # expect: MSD410

    def construct(self, x):
        out, _ = self.rnn(x)
        return self.head(out[:, self.last_step, :])


if __name__ == "__main__":
    print(Reader(12, 8)(ms.Tensor(np.ones((2, 12, 3)), ms.float32)).shape)
