from mindspore import nn

from utils import init_hidden


class CharRNN(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden_size, num_layers):
        super().__init__()
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.embed = nn.Embedding(vocab_size, embed_dim)
        self.rnn = nn.GRU(embed_dim, hidden_size, num_layers=num_layers, batch_first=True, dropout=0.1)
        self.proj = nn.Dense(hidden_size, vocab_size)

    def construct(self, tokens):
        batch = tokens.shape[0]
        state = init_hidden(batch, self.hidden_size)  # ROOT
        out, _ = self.rnn(self.embed(tokens), state)
        return self.proj(out)
