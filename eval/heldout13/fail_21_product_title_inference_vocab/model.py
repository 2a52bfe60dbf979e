from mindspore import nn, ops


class TitleClassifier(nn.Cell):
    def __init__(self, vocab_size, embed, num_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed, padding_idx=0)
        self.fc = nn.Dense(embed, num_classes)

    def construct(self, ids):
        mask = (ids > 0).astype("float32")[:, :, None]
        pooled = (self.embed(ids) * mask).sum(axis=1) / ops.clamp(mask.sum(axis=1), min=1.0)
        return self.fc(pooled)
