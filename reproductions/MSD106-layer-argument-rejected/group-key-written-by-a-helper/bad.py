from mindspore import nn

from groups import layered_groups


class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Dense(8, 8)
        self.head = nn.Dense(8, 2)

    def construct(self, x):
        return self.head(self.encoder(x))


if __name__ == "__main__":
    net = Tagger()
    optimizer = nn.Adam(layered_groups(net), learning_rate=1e-3)
    print(len(optimizer.parameters))
