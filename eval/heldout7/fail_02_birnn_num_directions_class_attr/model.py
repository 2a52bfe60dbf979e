from mindspore import nn


class SentimentClassifier(nn.Cell):
    def __init__(self, encoder, num_classes, dropout=0.2):
        super().__init__()
        self.encoder = encoder
        self.dropout = nn.Dropout(p=dropout)
        self.head = nn.Dense(encoder.out_dim, num_classes)

    def construct(self, ids):
        feats = self.encoder(ids)
        return self.head(self.dropout(feats))
