from mindspore import nn


class TagHead(nn.Cell):
    def __init__(self, in_dim, hidden, num_tags, dropout=0.1):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Dense(in_dim, hidden),
            nn.GELU(),
            nn.Dropout(p=dropout),
        ])
        self.out = nn.Dense(hidden, num_tags)

    def construct(self, x):
        return self.out(self.body(x))
