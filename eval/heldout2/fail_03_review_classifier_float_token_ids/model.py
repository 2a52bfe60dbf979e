from mindspore import nn

from text_utils import clean_and_mask, masked_mean


class ReviewClassifier(nn.Cell):
    def __init__(self, vocab_size, embed_dim=128, hidden=128, num_labels=3):
        super().__init__()
        self.vocab_size = vocab_size
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.proj = nn.SequentialCell([nn.Dense(embed_dim, hidden), nn.Tanh()])
        self.norm = nn.LayerNorm((hidden,))
        self.out = nn.Dense(hidden, num_labels)

    def construct(self, token_ids):
        ids, keep = clean_and_mask(token_ids, self.vocab_size)
        h = self.embed(ids)
        h = self.norm(self.proj(h))
        pooled = masked_mean(h, keep)
        return self.out(pooled)
