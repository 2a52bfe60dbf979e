from mindspore import nn, ops


class LoanScorer(nn.Cell):
    def __init__(self, n_numeric, n_regions, embed_dim, hidden):
        super().__init__()
        self.region_embed = nn.Embedding(n_regions, embed_dim)
        self.mlp = nn.SequentialCell([nn.Dense(n_numeric + embed_dim, hidden), nn.ReLU(),
                                      nn.Dense(hidden, 1)])

    def construct(self, numeric, region):
        return self.mlp(ops.concat((numeric, self.region_embed(region)), axis=1))


class WithWeightedBCE(nn.Cell):
    def __init__(self, net, loss_fn):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss_fn = loss_fn

    def construct(self, numeric, region, label):
        return self.loss_fn(self.net(numeric, region), label)
