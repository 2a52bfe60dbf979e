import numpy as np
import mindspore as ms
from mindspore import Tensor

from decoder import TinyDecoder

ms.set_context(mode=ms.GRAPH_MODE)

VOCAB = 50
BOS = 1


def greedy_generate(model, batch, steps):
    model.attn.reset()
    token = np.full((batch, 1), BOS, np.int32)
    generated = []
    for t in range(steps):
        logits = model(Tensor(token), Tensor(np.full((batch, 1), t, np.int32)))
        token = logits.asnumpy().argmax(axis=-1).astype(np.int32)[:, None]
        generated.append(token[:, 0])
    return np.stack(generated, axis=1)


ms.set_seed(0)
model = TinyDecoder(VOCAB)
model.set_train(False)
samples = greedy_generate(model, batch=3, steps=12)
for row in samples:
    print(" ".join(f"{t:2d}" for t in row))
