import mindspore as ms
from mindspore import nn, ops


class SpeakerEncoder(nn.Cell):
    """Frame-level MLP + length-aware mean pooling over time."""

    def __init__(self, n_mels, hidden, n_speakers):
        super().__init__()
        self.frame = nn.SequentialCell([nn.Dense(n_mels, hidden), nn.ReLU(), nn.Dense(hidden, hidden)])
        self.cls = nn.Dense(hidden, n_speakers)

    def construct(self, feats, lengths=None):
        h = self.frame(feats)                       # (B, T, H)
        t = feats.shape[1]
        valid = ops.arange(t)[None, :] < lengths[:, None]
        valid = valid.astype(ms.float32)[:, :, None]
        pooled = (h * valid).sum(axis=1) / valid.sum(axis=1)
        return self.cls(pooled)
