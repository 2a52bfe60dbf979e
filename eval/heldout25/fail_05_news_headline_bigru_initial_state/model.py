from mindspore import nn, ops

from layers import zero_state


class HeadlineBiGRU(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden, num_layers, bidirectional, num_classes):
        super().__init__()
        self.hidden = hidden
        self.num_layers = num_layers
        self.bidirectional = bidirectional
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.gru = nn.GRU(embed_dim, hidden, num_layers=num_layers, batch_first=True, bidirectional=bidirectional)
        self.head = nn.Dense(hidden * (2 if bidirectional else 1), num_classes)

    def construct(self, ids):
        h0 = zero_state(self.num_layers, ids.shape[0], self.hidden, self.bidirectional)
        _, h_n = self.gru(self.embed(ids), h0)
        if self.bidirectional:
            feat = ops.concat((h_n[-2], h_n[-1]), axis=1)
        else:
            feat = h_n[-1]
        return self.head(feat)
