"""BLIP-style bridge: learned query tokens cross-attend to image patch
embeddings; the batch size varies, so the inputs are declared dynamic.

The attention mask over the image patches is built with NumPy from the
run-time shape: graph mode cannot compile it, so every step falls back to the
Python interpreter and copies a host array to the device.
"""
import time

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class QueryBridge(nn.Cell):
    def __init__(self, dim=32, num_query=8):
        super().__init__()
        self.query_tokens = ms.Parameter(ms.Tensor(np.random.randn(1, num_query, dim) * 0.02, ms.float32),
                                         name="query_tokens")
        self.k = nn.Dense(dim, dim)
        self.v = nn.Dense(dim, dim)
        self.scale = dim ** -0.5

    def construct(self, img_embeds):
        img_atts = ms.Tensor(np.ones(img_embeds.shape[:-1]), dtype=ms.float32)  # expect: MSD705
        q = ops.tile(self.query_tokens, (img_embeds.shape[0], 1, 1))
        scores = ops.matmul(q, self.k(img_embeds).transpose(0, 2, 1)) * self.scale
        scores = scores + (1.0 - img_atts.expand_dims(1)) * -10000.0
        return ops.matmul(ops.softmax(scores, axis=-1), self.v(img_embeds))


if __name__ == "__main__":
    np.random.seed(0)
    model = QueryBridge()
    model.set_inputs(ms.Tensor(shape=[None, 16, 32], dtype=ms.float32))
    for batch in (2, 3, 4):
        img = ms.Tensor(np.random.randn(batch, 16, 32).astype(np.float32))
        model(img)
        start = time.perf_counter()
        for _ in range(20):
            out = model(img)
        out.asnumpy()
        print(f"batch {batch}: {out.shape}, {(time.perf_counter() - start) / 20 * 1000:.2f} ms/step")
