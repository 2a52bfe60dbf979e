from mindspore import nn

from layers import GATLayer


class GAT(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.dropout = nn.Dropout(p=0.2)
        self.gat1 = GATLayer(cfg["in_dim"], cfg["hidden"], cfg["heads"], cfg["negative_slope"])
        self.gat2 = GATLayer(cfg["hidden"], cfg["num_classes"], 1, cfg["negative_slope"], concat=False)
        self.act = nn.ELU()

    def construct(self, x, adj):
        h = self.act(self.gat1(self.dropout(x), adj))
        return self.gat2(self.dropout(h), adj)
