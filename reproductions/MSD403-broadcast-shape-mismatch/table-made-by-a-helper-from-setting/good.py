"""A keyword-spotting encoder adds a fixed sinusoidal table to its frame embeddings. The table is
made by a helper for `MAX_FRAMES` positions, a setting shorter than the clips' 40 frames; the
slice `self.positions[:, :frames]` cannot make it longer, and the addition fails. The line to
change is the setting the helper was given, two calls away from the failing line."""
import numpy as np
import mindspore as ms
from mindspore import nn

import audio_config_good as cfg

ms.set_context(mode=ms.GRAPH_MODE)


def positional_table(length, width):
    steps = np.arange(length, dtype=np.float32)[:, None]
    rates = np.exp(-np.arange(width, dtype=np.float32) / width)
    return ms.Tensor(np.sin(steps * rates)[None])


class FrameEncoder(nn.Cell):
    def __init__(self, bins, width, max_frames):
        super().__init__()
        self.embed = nn.Dense(bins, width)
        self.positions = ms.Parameter(positional_table(max_frames, width), requires_grad=False)

    def construct(self, mels):
        frames = mels.shape[1]
        return self.embed(mels) + self.positions[:, :frames]


if __name__ == "__main__":
    mels = ms.Tensor(np.random.default_rng(0).standard_normal((2, cfg.FRAMES_PER_CLIP, cfg.MEL_BINS)).astype(np.float32))
    print(FrameEncoder(cfg.MEL_BINS, cfg.WIDTH, cfg.MAX_FRAMES)(mels).shape)
