"""The seed case in miniature: a Q-Former given the image embeddings positionally and
`query_embeds=` by keyword. Shared by the renderer tests and, as source text, the pytest plugin test."""
import numpy as np
import mindspore as ms
from mindspore import nn


class QFormer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 4)

    def construct(self, query_embeds, encoder_hidden_states):
        return self.dense(query_embeds) + encoder_hidden_states


class Bridge(nn.Cell):
    def __init__(self):
        super().__init__()
        self.query_tokens = ms.Parameter(ms.Tensor(np.zeros((1, 2, 4)), ms.float32), name="query_tokens")
        self.qformer = QFormer()

    def construct(self, img_embeds):
        return self.qformer(img_embeds, query_embeds=self.query_tokens)  # root line


def image_embeddings():
    return ms.Tensor(np.ones((1, 2, 4), np.float32))
