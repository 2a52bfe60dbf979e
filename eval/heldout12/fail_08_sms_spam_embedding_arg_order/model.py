from mindspore import nn, ops

from layers import ConvPool, TokenEmbedding


class SpamTextCNN(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.embed = TokenEmbedding(cfg)
        self.branches = nn.CellList([ConvPool(cfg.embed_dim, cfg.filters, k) for k in cfg.kernel_sizes])
        self.drop = nn.Dropout(p=cfg.dropout)
        self.fc = nn.Dense(cfg.filters * len(cfg.kernel_sizes), 2)

    def construct(self, ids):
        x = self.embed(ids).transpose(0, 2, 1)        # (B, E, T) for Conv1d
        feats = [branch(x) for branch in self.branches]
        return self.fc(self.drop(ops.cat(feats, axis=1)))
