import mindspore.nn as nn
import mindspore.ops as ops


class ClickModel(nn.Cell):
    def __init__(self, num_articles, dim):
        super().__init__()
        self.article_emb = nn.Embedding(num_articles, dim)
        self.ctr_head = nn.Dense(dim, 1)
        self.warmup = True

    def construct(self, article_ids):
        emb = self.article_emb(article_ids)
        if self.warmup:  # ROOT
            emb = ops.stop_gradient(emb)
        return self.ctr_head(emb).squeeze(-1)
