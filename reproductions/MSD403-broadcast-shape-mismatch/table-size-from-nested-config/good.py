"""Keyword spotter over log-mel frames with a learned frame-position table. The table is
allocated from `max_frames` in the nested config, 40, while one second of audio gives 50
frames: the slice `[:, :t]` cannot make the table longer, so the add fails in the graph. The
size to change is the config entry, passed through `**cfg["encoder"]`."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.common.initializer import initializer, TruncatedNormal

ms.set_context(mode=ms.GRAPH_MODE)

CONFIG = {
    "audio": {"sample_rate": 16000, "hop": 320, "n_mels": 20},
    "encoder": {"dim": 24, "max_frames": 50, "keywords": 5},
}


class KeywordSpotter(nn.Cell):
    def __init__(self, n_mels, dim, max_frames, keywords):
        super().__init__()
        self.proj = nn.Dense(n_mels, dim)
        self.frame_pos = ms.Parameter(initializer(TruncatedNormal(0.02), (1, max_frames, dim), ms.float32))
        self.head = nn.Dense(dim, keywords)

    def construct(self, mels):
        t = mels.shape[1]
        h = self.proj(mels) + self.frame_pos[:, :t]
        return self.head(h.mean(axis=1))


def log_mels(batch, audio):
    frames = audio["sample_rate"] // audio["hop"]
    return np.random.default_rng(0).standard_normal((batch, frames, audio["n_mels"])).astype(np.float32)


if __name__ == "__main__":
    audio, encoder = CONFIG["audio"], CONFIG["encoder"]
    net = KeywordSpotter(audio["n_mels"], **encoder)
    print(net(ms.Tensor(log_mels(2, audio))).shape)
