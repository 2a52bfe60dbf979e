import os
import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from ckpt_utils import load_backbone
from model import CropTypeNet


def main():
    ms.set_seed(config.SEED)
    pretrained = CropTypeNet(config.BANDS, config.PRETRAIN_CLASSES)
    ms.save_checkpoint(pretrained, config.CKPT_PATH)
    try:
        net = CropTypeNet(config.BANDS, config.FINETUNE_CLASSES)
        missing = load_backbone(net, config.CKPT_PATH, config.HEAD_PREFIX)
        print("re-initialised:", missing)
    finally:
        os.remove(config.CKPT_PATH)
    rng = np.random.default_rng(config.SEED)
    x = ms.Tensor(rng.random((8, config.BANDS, 16, 16), dtype=np.float32))
    y = ms.Tensor(rng.integers(0, config.FINETUNE_CLASSES, size=8).astype(np.int32))
    opt = nn.Adam(net.head.trainable_params(), learning_rate=1e-3)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    train.set_train()
    for step in range(2):
        print(f"finetune step {step}: loss {train(x, y).asnumpy():.4f}")


if __name__ == "__main__":
    main()
