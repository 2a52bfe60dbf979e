from mindspore import nn, ops

from layers import LocalActivationUnit


class DeepInterestNet(nn.Cell):
    def __init__(self, n_items, dim=8):
        super().__init__()
        self.item_emb = nn.Embedding(n_items, dim, padding_idx=0)
        self.attention = LocalActivationUnit(dim)
        self.mlp = nn.SequentialCell(nn.Dense(2 * dim, 16), nn.ReLU(), nn.Dense(16, 1))

    def construct(self, hist, hist_len, target):
        hist_emb = self.item_emb(hist)
        target_emb = self.item_emb(target)
        interest = self.attention(target_emb, hist_emb)  # ROOT
        return self.mlp(ops.cat((interest, target_emb), -1)).squeeze(-1)


class CTRWithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = nn.BCEWithLogitsLoss()

    def construct(self, hist, hist_len, target, clicked):
        return self.loss(self.net(hist, hist_len, target), clicked)
