import os

import mindspore as ms
import numpy as np
from mindspore import nn, Tensor

import config
from ckpt_utils import load_backbone
from model import LeafNet

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(config.SEED)
rng = np.random.default_rng(config.SEED)

try:
    pretrained = LeafNet(config.PRETRAIN_CLASSES, config.WIDTH)
    ms.save_checkpoint(pretrained, config.PRETRAINED_CKPT)

    net = LeafNet(len(config.SPECIES), config.WIDTH)
    missing = load_backbone(net, config.PRETRAINED_CKPT)
    print("re-initialised:", missing)

    for p in net.features.get_parameters():
        p.requires_grad = False
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                    nn.Adam(net.trainable_params(), learning_rate=config.LR))
    train_net.set_train()
    images = rng.normal(0.5, 0.2, (config.BATCH_SIZE, 3, config.IMG, config.IMG)).astype(np.float32)
    labels = rng.integers(0, len(config.SPECIES), config.BATCH_SIZE).astype(np.int32)
    print("fine-tune loss:", train_net(Tensor(images), Tensor(labels)).asnumpy())
finally:
    if os.path.exists(config.PRETRAINED_CKPT):
        os.remove(config.PRETRAINED_CKPT)
