from mindspore import nn, ops


class AttentionPooling(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.score = nn.Dense(dim, 1, weight_init="xavier_uniform")
        self.temperature = 0.1
        self.last_weights = None

    def construct(self, h):
        weights = ops.softmax(self.score(h).squeeze(-1) / self.temperature, axis=-1)
        self.last_weights = weights  # ROOT
        return (weights.expand_dims(-1) * h).sum(axis=1)


class ReviewClassifier(nn.Cell):
    def __init__(self, vocab_size, dim, num_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim)
        self.encoder = nn.GRU(dim, dim, batch_first=True)
        self.pool = AttentionPooling(dim)
        self.out = nn.Dense(dim, num_classes)

    def construct(self, tokens):
        h, _ = self.encoder(self.embed(tokens))
        return self.out(self.pool(h))
