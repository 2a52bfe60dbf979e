"""The duplicate comes through two forwarding layers (a Cell and a helper
function, both in msd101_kwargs_two_mod.py)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from msd101_kwargs_two_mod import BlockRunner, QFormerLayer

ms.set_context(mode=ms.GRAPH_MODE)


class CaptionModel(nn.Cell):
    def __init__(self, dim=32, num_query=4, vocab=50):
        super().__init__()
        self.vision = nn.SequentialCell([nn.Dense(48, dim), nn.GELU()])
        self.query_tokens = ms.Parameter(ops.zeros((1, num_query, dim), ms.float32), name="query_tokens")
        self.runner = BlockRunner(QFormerLayer(dim))
        self.lm_head = nn.Dense(dim, vocab)

    def construct(self, patches):
        image_embeds = self.vision(patches)
        queries = ops.tile(self.query_tokens, (patches.shape[0], 1, 1))
        out = self.runner(image_embeds, query_embeds=queries)  # expect: MSD101
        return self.lm_head(out)


if __name__ == "__main__":
    np.random.seed(0)
    model = CaptionModel()
    patches = ms.Tensor(np.random.randn(2, 9, 48).astype(np.float32))
    print(model(patches).shape)
