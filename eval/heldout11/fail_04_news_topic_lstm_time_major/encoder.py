import mindspore as ms
from mindspore import nn, ops

from data import PAD_ID


class HeadlineEncoder(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden, num_layers):
        super().__init__()
        self.hidden = hidden
        self.num_layers = num_layers
        self.embedding = nn.Embedding(vocab_size, embed_dim, padding_idx=PAD_ID)
        self.lstm = nn.LSTM(embed_dim, hidden, num_layers=num_layers, has_bias=True)  # ROOT

    def construct(self, ids):
        x = self.embedding(ids)
        batch = x.shape[0]
        h0 = ops.zeros((self.num_layers, batch, self.hidden), ms.float32)
        c0 = ops.zeros((self.num_layers, batch, self.hidden), ms.float32)
        _, (hn, _) = self.lstm(x, (h0, c0))
        return hn[-1]
