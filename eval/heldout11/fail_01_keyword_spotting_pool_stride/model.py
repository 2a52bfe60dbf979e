from mindspore import nn

from layers import ConvBlock


class KeywordNet(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        blocks = []
        in_ch = 1
        for ch in cfg.CHANNELS:
            blocks.append(ConvBlock(in_ch, ch))
            in_ch = ch
        self.features = nn.SequentialCell(blocks)
        down = 2 ** len(cfg.CHANNELS)
        flat_dim = in_ch * (cfg.N_MFCC // down) * (cfg.N_FRAMES // down)
        self.flatten = nn.Flatten()
        self.dropout = nn.Dropout(p=0.2)
        self.classifier = nn.Dense(flat_dim, cfg.NUM_KEYWORDS)

    def construct(self, x):
        x = self.features(x)
        x = self.dropout(self.flatten(x))
        return self.classifier(x)
