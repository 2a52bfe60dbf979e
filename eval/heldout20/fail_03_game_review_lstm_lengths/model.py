import mindspore as ms
from mindspore import nn, ops


class ReviewLSTM(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.lstm = nn.LSTM(embed_dim, hidden, batch_first=True)
        self.head = nn.Dense(hidden, 2)

    def construct(self, ids, lengths):
        out, _ = self.lstm(self.embed(ids), seq_length=lengths)
        denom = lengths.astype(ms.float32).expand_dims(-1)
        pooled = out.sum(axis=1) / denom
        return self.head(pooled)
