from mindspore import nn

from layers import ConformerBlock


class KeywordConformer(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.input_proj = nn.Dense(cfg.n_mels, cfg.d_model)
        self.blocks = nn.CellList([ConformerBlock(cfg) for _ in range(cfg.num_layers)])
        self.head = nn.Dense(cfg.d_model, cfg.num_classes)

    def construct(self, feats):
        x = self.input_proj(feats)
        for block in self.blocks:
            x = block(x)
        return self.head(x.mean(axis=1))
