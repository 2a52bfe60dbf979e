from mindspore import nn, ops


class RNNEncoder(nn.Cell):
    num_directions = 1

    def __init__(self, vocab_size, embed_dim, hidden_size, num_layers=1):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.rnn = self.build_rnn(embed_dim, hidden_size, num_layers)
        self.out_dim = hidden_size * self.num_directions

    def build_rnn(self, embed_dim, hidden_size, num_layers):
        return nn.LSTM(embed_dim, hidden_size, num_layers=num_layers, batch_first=True)

    def summarize(self, h_n):
        return h_n[-1]

    def construct(self, ids):
        emb = self.embedding(ids)
        _, (h_n, _) = self.rnn(emb)
        return self.summarize(h_n)


class BiRNNEncoder(RNNEncoder):
    num_directions = 1  # ROOT

    def build_rnn(self, embed_dim, hidden_size, num_layers):
        return nn.LSTM(embed_dim, hidden_size, num_layers=num_layers, batch_first=True, bidirectional=True)

    def summarize(self, h_n):
        return ops.concat((h_n[-2], h_n[-1]), axis=1)
