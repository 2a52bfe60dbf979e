from mindspore import nn

from warmstart import freeze, optimizer_for


class Router(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Dense(8, 8), nn.Tanh(), nn.Dense(8, 8)])
        self.head = nn.Dense(8, 3)

    def construct(self, x):
        return self.head(self.encoder(x))


if __name__ == "__main__":
    net = Router()
    freeze(net.encoder)
    print(len(optimizer_for(net).parameters))
