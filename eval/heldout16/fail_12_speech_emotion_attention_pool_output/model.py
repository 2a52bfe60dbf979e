import mindspore.nn as nn

from layers import AttentionPool


class EmotionNet(nn.Cell):
    def __init__(self, n_mels, hidden, num_classes):
        super().__init__()
        self.proj = nn.Dense(n_mels, hidden)
        self.lstm = nn.LSTM(hidden, hidden, batch_first=True)
        self.pool = AttentionPool(hidden, return_weights=True)  # ROOT
        self.out = nn.Dense(hidden, num_classes)

    def construct(self, mel):
        h, _ = self.lstm(self.proj(mel))
        utt = self.pool(h).squeeze(1)
        return self.out(utt)
