import mindspore.nn as nn
import mindspore.ops as ops


class FrameEncoder(nn.Cell):
    def __init__(self, n_mels, hidden, n_species):
        super().__init__()
        self.conv = nn.Conv1d(n_mels, hidden, 5, pad_mode="same", has_bias=True)
        self.frame_logits = nn.Conv1d(hidden, n_species, 1, has_bias=True)

    def construct(self, mels):                       # (B, n_mels, T) -> (B, species, T)
        return self.frame_logits(ops.relu(self.conv(mels)))


class ClipClassifier(nn.Cell):
    def __init__(self, encoder, pooling):
        super().__init__()
        self.encoder = encoder
        self.pooling = pooling

    def construct(self, mels):
        frame_probs = ops.sigmoid(self.encoder(mels))
        if self.pooling == "max":  # ROOT
            return frame_probs.max(axis=-1)
        return frame_probs.mean(axis=-1)
