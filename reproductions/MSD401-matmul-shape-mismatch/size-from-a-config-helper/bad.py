"""A keyword classifier: strided 1-D convolutions over spectrogram frames, then a Dense head
sized by `HEAD_FEATURES` from the settings module. The settings helper that counts the frames
left after the convolutions forgets the stride, so the head is built for 1440 features and gets
360. MatMul fails in the head; the line to change is the helper's arithmetic."""
import numpy as np
import mindspore as ms
from mindspore import nn

import audio_settings as S

ms.set_context(mode=ms.GRAPH_MODE)


class KeywordNet(nn.Cell):
    def __init__(self):
        super().__init__()
        blocks = []
        channels = S.MELS
        for _ in range(S.NUM_BLOCKS):
            blocks += [nn.Conv1d(channels, S.CHANNELS, S.KERNEL, stride=S.STRIDE, pad_mode="valid"), nn.ReLU()]
            channels = S.CHANNELS
        self.features = nn.SequentialCell(blocks)
        self.flatten = nn.Flatten()
        self.head = nn.Dense(S.HEAD_FEATURES, S.NUM_KEYWORDS)

    def construct(self, spectrogram):
        return self.head(self.flatten(self.features(spectrogram)))


if __name__ == "__main__":
    spectrogram = ms.Tensor(np.random.default_rng(0).standard_normal((4, S.MELS, S.FRAMES)).astype(np.float32))
    print(KeywordNet()(spectrogram).shape)
