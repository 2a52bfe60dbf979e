"""Patch embedding whose token count is computed with floor division: an integer."""
import numpy as np
import mindspore as ms
from mindspore import nn

import spectro_config_good as S

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
