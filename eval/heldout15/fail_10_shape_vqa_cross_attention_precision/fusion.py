import math

import mindspore as ms
import mindspore.nn as nn
from mindspore import ops


class QuestionToImageAttention(nn.Cell):
    """The question vector attends over the CNN grid cells (single head)."""

    def __init__(self, q_dim, v_dim, dim):
        super().__init__()
        self.q_proj = nn.Dense(q_dim, dim)
        self.k_proj = nn.Dense(v_dim, dim).to_float(ms.float16)  # ROOT
        self.v_proj = nn.Dense(v_dim, dim)
        self.scale = 1.0 / math.sqrt(dim)

    def construct(self, q, grid):
        query = self.q_proj(q).expand_dims(1)                     # (B, 1, D)
        keys = self.k_proj(grid)                                  # (B, N, D)
        values = self.v_proj(grid)
        scores = ops.bmm(query, keys.swapaxes(1, 2)) * self.scale
        weights = ops.softmax(scores, axis=-1)
        return ops.bmm(weights, values).squeeze(1)
