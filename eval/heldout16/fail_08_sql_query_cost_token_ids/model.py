import mindspore.nn as nn
import mindspore.ops as ops


class CostRegressor(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.conv = nn.Conv1d(embed_dim, hidden, 3, pad_mode="same")
        self.out = nn.Dense(hidden, 1)

    def construct(self, ids):
        x = self.embed(ids).transpose(0, 2, 1)
        h = ops.relu(self.conv(x)).max(axis=2)
        return self.out(h).squeeze(-1)
