import numpy as np
import mindspore as ms

import config as cfg
from vit import VisionTransformer

ms.set_context(mode=ms.GRAPH_MODE)

model = VisionTransformer()
model.set_train(False)
batch = ms.Tensor(np.random.rand(2, 3, cfg.IMAGE_SIZE, cfg.IMAGE_SIZE).astype(np.float32))
probs = ms.ops.softmax(model(batch), axis=-1)
print(probs.argmax(axis=-1))
