import os

from mindspore import nn, ops


class FrameEncoder(nn.Cell):
    """Stand-in for a pretrained acoustic encoder (conv front end + BiGRU)."""

    def __init__(self, n_mels, hidden):
        super().__init__()
        self.conv = nn.Conv1d(n_mels, hidden, 5, pad_mode="same")
        self.gru = nn.GRU(hidden, hidden // 2, batch_first=True, bidirectional=True)

    def construct(self, mels):
        h = ops.relu(self.conv(mels)).transpose(0, 2, 1)
        out, _ = self.gru(h)
        return out.mean(axis=1)


class EmotionClassifier(nn.Cell):
    def __init__(self, n_mels=40, hidden=32, num_emotions=4):
        super().__init__()
        self.encoder = FrameEncoder(n_mels, hidden)
        self.head = nn.SequentialCell(nn.Dense(hidden, hidden), nn.ReLU(), nn.Dense(hidden, num_emotions))

    def construct(self, mels):
        h = self.encoder(mels)
        if os.environ.get("FREEZE_ENCODER", "1") == "1":  # ROOT
            h = ops.stop_gradient(h)
        return self.head(h)
