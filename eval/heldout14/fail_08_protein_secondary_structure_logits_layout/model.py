from mindspore import nn


class ConvEncoder(nn.Cell):
    def __init__(self, in_ch, hidden):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Conv1d(in_ch, hidden, 7, pad_mode="same", has_bias=True), nn.ReLU(),
            nn.Conv1d(hidden, hidden, 7, pad_mode="same", has_bias=True), nn.ReLU(),
        )

    def construct(self, x):
        return self.net(x)


class SecondaryStructureNet(nn.Cell):
    """Per-residue 3-state classifier: conv encoder + position-wise dense head."""

    def __init__(self, num_aa, hidden, num_states):
        super().__init__()
        self.encoder = ConvEncoder(num_aa, hidden)
        self.classifier = nn.SequentialCell(nn.Dense(hidden, hidden), nn.ReLU(), nn.Dense(hidden, num_states))

    def construct(self, residues):
        h = self.encoder(residues)          # (B, hidden, L)
        h = h.transpose(0, 2, 1)            # (B, L, hidden) for the position-wise head
        logits = self.classifier(h)         # (B, L, states)
        return logits  # ROOT
