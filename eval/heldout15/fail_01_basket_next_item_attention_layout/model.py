import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import ops

from layers import SessionAttentionBlock


class NextItemRecommender(nn.Cell):
    def __init__(self, num_items, seq_len, dim, heads, dropout):
        super().__init__()
        self.item_emb = nn.Embedding(num_items, dim, padding_idx=0)
        self.pos_emb = ms.Parameter(ms.Tensor(np.random.default_rng(0).normal(0, 0.02, (1, seq_len, dim)),
                                              ms.float32), name="pos_emb")
        self.block = SessionAttentionBlock(dim, heads, dropout)
        self.out = nn.Dense(dim, num_items)

    def construct(self, items, pad_mask):
        x = self.item_emb(items) + self.pos_emb
        x = self.block(x, pad_mask)
        last = x[:, -1, :]
        return self.out(last)


class RecommenderWithLoss(nn.Cell):
    def __init__(self, backbone):
        super().__init__(auto_prefix=False)
        self.backbone = backbone
        self.loss = nn.CrossEntropyLoss()

    def construct(self, items, pad_mask, target):
        logits = self.backbone(items, pad_mask)
        return self.loss(logits, target)
