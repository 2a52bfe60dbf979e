"""A video model that groups frame features into clips; the number of clips is computed from the
longest video the settings allow instead of the frames the batch has."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

MAX_FRAMES = 64
CLIP = 8
FEATURES = 12


class ClipPooling(nn.Cell):
    def __init__(self):
        super().__init__()
        self.clip = CLIP
        self.score = nn.Dense(FEATURES, 1)

    def construct(self, frames):
        b, t, d = frames.shape
        clips = t // self.clip
        grouped = frames.reshape(b * clips, self.clip, d)
        pooled = grouped.mean(axis=1).reshape(b, clips, d)
        return self.score(pooled).squeeze(-1)


if __name__ == "__main__":
    video = ms.Tensor(np.random.randn(2, 40, FEATURES).astype(np.float32))
    print(ClipPooling()(video).shape)
