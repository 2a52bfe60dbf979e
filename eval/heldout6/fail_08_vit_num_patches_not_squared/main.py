import mindspore as ms
import numpy as np
from mindspore import nn

import config as C
from vit import MiniViT


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(C.BATCH, C.IN_CHANS, C.IMG_SIZE, C.IMG_SIZE)).astype(np.float32)
    labels = rng.integers(0, C.NUM_CLASSES, size=(C.BATCH,)).astype(np.int32)

    model = MiniViT(C.IMG_SIZE, C.PATCH_SIZE, C.IN_CHANS, C.EMBED_DIM, C.NUM_CLASSES)
    model.set_train(False)
    logits = model(ms.Tensor(images))
    loss = nn.CrossEntropyLoss()(logits, ms.Tensor(labels))
    print("logits", logits.shape, "loss", loss.asnumpy())


if __name__ == "__main__":
    main()
