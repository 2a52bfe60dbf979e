"""An audio tagger joins a pooled clip embedding with the clip's metadata. `squeeze()` without an
axis also drops the batch axis when a single clip is scored, and the concatenation fails."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ClipTagger(nn.Cell):
    def __init__(self, channels=8, metadata=3, tags=5):
        super().__init__()
        self.conv = nn.Conv1d(1, channels, 5)
        self.head = nn.Dense(channels + metadata, tags)

    def construct(self, audio, meta):
        pooled = ops.relu(self.conv(audio)).mean(axis=2, keep_dims=True)
        embedding = pooled.squeeze()  # expect: MSD412
        joined = ops.cat((embedding, meta), axis=1)
        return self.head(joined)


if __name__ == "__main__":
    np.random.seed(0)
    audio = ms.Tensor(np.random.randn(1, 1, 64), ms.float32)
    meta = ms.Tensor(np.random.randn(1, 3), ms.float32)
    print(ClipTagger()(audio, meta).shape)
