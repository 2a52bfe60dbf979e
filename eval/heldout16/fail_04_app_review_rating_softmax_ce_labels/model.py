import mindspore.nn as nn
import mindspore.ops as ops


class FastTextRating(nn.Cell):
    """fastText-style bag of embeddings, averaged over the non-padding words."""

    def __init__(self, vocab_size, embed_dim, num_ratings):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.fc = nn.Dense(embed_dim, num_ratings)

    def construct(self, words):
        mask = (words > 0).astype(self.fc.weight.dtype)
        summed = (self.embed(words) * mask.expand_dims(-1)).sum(axis=1)
        mean = summed / ops.clamp(mask.sum(axis=1, keepdims=True), min=1.0)
        return self.fc(mean)
