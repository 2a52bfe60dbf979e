from mindspore import nn

from encoder import HeadlineEncoder


class TopicClassifier(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.encoder = HeadlineEncoder(cfg.VOCAB_SIZE, cfg.EMBED_DIM, cfg.HIDDEN, cfg.NUM_LAYERS)
        self.dropout = nn.Dropout(p=0.1)
        self.fc = nn.Dense(cfg.HIDDEN, cfg.NUM_TOPICS)

    def construct(self, ids):
        return self.fc(self.dropout(self.encoder(ids)))
