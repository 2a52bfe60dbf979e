from mindspore import nn


class SpeakerClassifier(nn.Cell):
    def __init__(self, n_bands, hidden, num_speakers):
        super().__init__()
        self.norm = nn.LayerNorm((n_bands,))
        self.rnn = nn.GRU(n_bands, hidden, num_layers=1, batch_first=True)
        self.head = nn.SequentialCell([nn.Dense(hidden, hidden), nn.ReLU(), nn.Dense(hidden, num_speakers)])

    def construct(self, feats):
        feats = self.norm(feats)
        out = self.rnn(feats)  # ROOT
        last = out[:, -1, :]
        return self.head(last)
