"""The same classifier with the frame count that counts the stride."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
FRAMES = 64
MELS = 20
CHANNELS = 24
KERNEL = 3
STRIDE = 2
NUM_BLOCKS = 2
NUM_KEYWORDS = 6


def frames_after_convs(frames):
    for _ in range(NUM_BLOCKS):
        frames = (frames - KERNEL) // STRIDE + 1
    return frames


HEAD_FEATURES = CHANNELS * frames_after_convs(FRAMES)


class KeywordNet(nn.Cell):
    def __init__(self):
        super().__init__()
        blocks = []
        channels = MELS
        for _ in range(NUM_BLOCKS):
            blocks += [nn.Conv1d(channels, CHANNELS, KERNEL, stride=STRIDE, pad_mode="valid"), nn.ReLU()]
            channels = CHANNELS
        self.features = nn.SequentialCell(blocks)
        self.flatten = nn.Flatten()
        self.head = nn.Dense(HEAD_FEATURES, NUM_KEYWORDS)

    def construct(self, spectrogram):
        return self.head(self.flatten(self.features(spectrogram)))


if __name__ == "__main__":
    spectrogram = ms.Tensor(np.random.default_rng(0).standard_normal((4, MELS, FRAMES)).astype(np.float32))
    print(KeywordNet()(spectrogram).shape)
