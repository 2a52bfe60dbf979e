"""A heart-sound classifier frames each recording into windows. Its construct unpacks
`batch, channels, length = waves.shape`, but the loader module stacks the recordings as
(N, T), without a channel axis. The unpacking fails while the graph is compiled; the line to
change is where the loader stacked the recordings."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from heart_sounds import load_recordings

ms.set_context(mode=ms.GRAPH_MODE)


class WindowedClassifier(nn.Cell):
    def __init__(self, window=16, classes=2):
        super().__init__()
        self.window = window
        self.head = nn.Dense(window, classes)

    def construct(self, waves):
        batch, channels, length = waves.shape
        frames = waves.reshape(batch, channels * (length // self.window), self.window)
        return self.head(frames).mean(axis=1)


if __name__ == "__main__":
    waves = ms.Tensor(load_recordings(3, 64))
    print(WindowedClassifier()(waves).shape)
