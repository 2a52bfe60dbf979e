from dataclasses import dataclass
from typing import Optional

import mindspore as ms
from mindspore import nn, ops


@dataclass
class ModelConfig:
    vocab_size: int
    dim: int = 16
    num_labels: int = 2
    pad_id: Optional[int] = None


class BagOfEmbeddings(nn.Cell):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.cfg = cfg
        self.embed = nn.Embedding(cfg.vocab_size, cfg.dim)
        self.out = nn.Dense(cfg.dim, cfg.num_labels)

    def construct(self, ids):
        keep = (ids != self.cfg.pad_id).astype(ms.float32)
        h = self.embed(ids) * keep[:, :, None]
        pooled = h.sum(axis=1) / ops.maximum(keep.sum(axis=1, keepdims=True), 1.0)
        return self.out(pooled)
