"""A clip classifier that pads each batch of waveforms to a fixed length from its settings; the
length is shorter than the clips the loader gives it, so the padding size is negative."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

SAMPLE_RATE = 800
CLIP_SECONDS = 2
PAD_TO = 1200  # expect: MSD409


class ClipClassifier(nn.Cell):
    def __init__(self, pad_to, classes=4):
        super().__init__()
        self.pad_to = pad_to
        self.frames = nn.Conv1d(1, 8, 40, stride=40, has_bias=True)
        self.head = nn.Dense(8, classes)

    def construct(self, wave):
        batch, length = wave.shape
        tail = ops.zeros((batch, self.pad_to - length), wave.dtype)
        wave = ops.concat((wave, tail), axis=1)
        h = ops.relu(self.frames(wave.expand_dims(1)))
        return self.head(h.mean(axis=-1))


if __name__ == "__main__":
    net = ClipClassifier(PAD_TO)
    clips = ms.Tensor(np.random.randn(2, SAMPLE_RATE * CLIP_SECONDS).astype(np.float32))
    print(net(clips).shape)
