import mindspore as ms
from mindspore import nn, ops


class ConvPoolBranch(nn.Cell):
    def __init__(self, in_channels, out_channels, kernel_size):
        super().__init__()
        self.conv = nn.Conv1d(in_channels, out_channels, kernel_size, pad_mode="valid", has_bias=True)
        self.act = nn.ReLU()

    def construct(self, x):
        h = self.act(self.conv(x))
        return h.max(axis=-1)


class CharCNN(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.embedding = nn.Embedding(cfg.vocab_size, cfg.embed_dim)
        self.branches = nn.CellList(
            [ConvPoolBranch(cfg.embed_dim, cfg.num_filters, k) for k in cfg.kernel_sizes]
        )
        self.dropout = nn.Dropout(p=cfg.dropout)
        self.classifier = nn.Dense(cfg.num_filters * len(cfg.kernel_sizes), cfg.num_classes)

    def construct(self, ids):
        emb = self.embedding(ids)
        x = emb.transpose(0, 2, 1)
        pooled = [branch(x) for branch in self.branches]
        feats = ops.concat(pooled, axis=-1)
        return self.classifier(self.dropout(feats))
