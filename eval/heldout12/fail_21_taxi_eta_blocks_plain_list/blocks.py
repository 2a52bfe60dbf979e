from mindspore import nn


class ResidualMLPBlock(nn.Cell):
    def __init__(self, dim, expansion=2, dropout=0.1):
        super().__init__()
        self.norm = nn.LayerNorm((dim,))
        self.fc1 = nn.Dense(dim, dim * expansion)
        self.act = nn.GELU()
        self.fc2 = nn.Dense(dim * expansion, dim)
        self.drop = nn.Dropout(p=dropout)

    def construct(self, x):
        return x + self.drop(self.fc2(self.act(self.fc1(self.norm(x)))))
