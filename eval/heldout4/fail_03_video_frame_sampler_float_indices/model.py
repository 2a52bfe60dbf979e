from mindspore import nn, ops

from utils import uniform_frame_indices


class TemporalPoolClassifier(nn.Cell):
    """Classifies a clip from per-frame features: sample K frames, encode, average."""

    def __init__(self, feat_dim, hidden, num_classes, clip_len, num_segments):
        super().__init__()
        self.frame_idx = uniform_frame_indices(clip_len, num_segments)
        self.encoder = nn.SequentialCell([nn.Dense(feat_dim, hidden), nn.ReLU()])
        self.dropout = nn.Dropout(p=0.2)
        self.fc = nn.Dense(hidden, num_classes)

    def construct(self, frames):
        sampled = ops.gather(frames, self.frame_idx, 1)   # (B, K, F)
        h = self.encoder(sampled).mean(axis=1)
        return self.fc(self.dropout(h))
