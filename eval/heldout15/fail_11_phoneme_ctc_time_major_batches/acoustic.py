import mindspore.nn as nn
from mindspore import ops


class BiGRUAcousticModel(nn.Cell):
    """Time-major encoder: (T, B, F) features -> (T, B, C) log-probabilities for CTC."""

    def __init__(self, n_feats, hidden, n_tokens):
        super().__init__()
        self.rnn = nn.GRU(n_feats, hidden, num_layers=1, bidirectional=True)
        self.proj = nn.Dense(2 * hidden, n_tokens)

    def construct(self, feats):
        h, _ = self.rnn(feats)
        return ops.log_softmax(self.proj(h), axis=-1)


class CTCObjective(nn.Cell):
    def __init__(self, acoustic):
        super().__init__()
        self.acoustic = acoustic
        self.ctc = nn.CTCLoss(blank=0, reduction="mean", zero_infinity=True)

    def construct(self, feats, labels, frame_lens, label_lens):
        log_probs = self.acoustic(feats)
        return self.ctc(log_probs, labels, frame_lens, label_lens)
