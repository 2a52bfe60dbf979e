from mindspore import nn, ops

import config as cfg


class MelodyRNN(nn.Cell):
    def __init__(self, num_pitches, embed_dim, hidden):
        super().__init__()
        self.hidden = hidden
        self.embed = nn.Embedding(num_pitches, embed_dim)
        self.cell = nn.GRUCell(embed_dim, hidden)
        self.out = nn.Dense(hidden, num_pitches)

    def init_state(self, batch):
        return ops.zeros((batch, self.hidden), cfg.STATE_DTYPE)

    def construct(self, notes):
        b, t = notes.shape
        x = self.embed(notes)
        h = self.init_state(b)
        logits = []
        for i in range(t):
            h = self.cell(x[:, i], h)
            logits.append(self.out(h))
        return ops.stack(logits, axis=1)
