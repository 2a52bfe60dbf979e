from mindspore import nn, ops


class ListingPricer(nn.Cell):
    def __init__(self, vocab_size, embed_dim):
        super().__init__()
        self.cnn = nn.SequentialCell([nn.Conv2d(3, 8, 3, pad_mode="same"), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
                                      nn.Flatten()])
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.head = nn.SequentialCell([nn.Dense(8 + embed_dim, 16), nn.ReLU(), nn.Dense(16, 1)])

    def construct(self, photo, tokens):
        text = self.embed(tokens).sum(axis=1)
        return self.head(ops.concat((self.cnn(photo), text), axis=1))


class PriceLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = nn.MSELoss()

    def construct(self, photo, tokens, log_price):
        return self.loss(self.net(photo, tokens), log_price - 12.0)
