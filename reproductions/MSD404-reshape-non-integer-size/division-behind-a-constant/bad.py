"""Patch embedding of a spectrogram transformer: the token count comes from a config constant that
is computed from another one made with true division, a float, and the reshape needs integers."""
import numpy as np
import mindspore as ms
from mindspore import nn

import spectro_config as S

ms.set_context(mode=ms.GRAPH_MODE)


class SpectrogramPatches(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Conv2d(1, S.DIM, (S.FRAME_PATCH, S.MEL_PATCH), stride=(S.FRAME_PATCH, S.MEL_PATCH),
                              pad_mode="valid")

    def construct(self, spectrogram):
        x = self.proj(spectrogram)
        return x.reshape(x.shape[0], S.DIM, S.TOKENS).transpose(0, 2, 1)


if __name__ == "__main__":
    np.random.seed(0)
    print(SpectrogramPatches()(ms.Tensor(np.random.randn(2, 1, S.FRAMES, S.MELS), ms.float32)).shape)
